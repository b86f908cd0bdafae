import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { PickersTextField, type PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { format, isValid } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { todayInBrazil } from '@lince/contracts/calendar';
import { formatDay } from '../lib/format.ts';

/** The format shown and typed, whatever the browser's language. */
const DISPLAY_FORMAT = 'dd/MM/yyyy';
/** The calendar's bounds when the field sets none (the picker's own defaults). */
const DEFAULT_MIN = '1900-01-01';
const DEFAULT_MAX = '2099-12-31';

/** Portuguese labels of the calendar, with the empty sections written as dd/mm/aaaa. */
const LOCALE_TEXT = {
  ...pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: () => 'mm',
  fieldYearPlaceholder: ({ digitAmount }: { digitAmount: number }) => 'a'.repeat(digitAmount),
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `aaaa-mm-dd` as a local date; `''` as no date; anything else as `undefined` (not a date). */
function toDate(value: string): Date | null | undefined {
  if (value === '') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return format(date, 'yyyy-MM-dd') === value ? date : undefined;
}

const toIso = (date: Date) => format(date, 'yyyy-MM-dd');

export interface DateFieldProps {
  label: string;
  /** The date as `aaaa-mm-dd`, or `''` for none. Any other text keeps what the person typed. */
  value: string;
  /**
   * A complete, valid date as `aaaa-mm-dd`, `''` when the field was emptied, or `null` while what
   * was typed is not a date (partial, impossible or out of bounds): nothing to send then.
   */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** The earliest and latest dates accepted, as `aaaa-mm-dd`. */
  minDate?: string;
  maxDate?: string;
  /** Dates after today (in Brasília) are refused. */
  disableFuture?: boolean;
  /** An error from outside (a form's validation); the field's own message wins when it has one. */
  error?: boolean;
  helperText?: ReactNode;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A date typed or picked as dd/mm/aaaa with a Portuguese calendar, whatever the browser's
 * language; `aaaa-mm-dd` in and out. A partial or invalid date is reported as `null` and shown
 * with a Portuguese message once the person leaves the field.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  minDate,
  maxDate,
  disableFuture = false,
  error = false,
  helperText,
  name,
  inputRef,
  required,
  autoFocus,
  size,
  fullWidth = true,
  sx,
}: DateFieldProps) {
  const min = minDate ?? DEFAULT_MIN;
  const max = disableFuture ? todayInBrazil() : (maxDate ?? DEFAULT_MAX);
  const minDay = useMemo(() => toDate(min) ?? undefined, [min]);
  const maxDay = useMemo(() => toDate(max) ?? undefined, [max]);
  const [shown, setShown] = useState(() => ({ value, date: toDate(value) ?? null }));
  const [problem, setProblem] = useState<DateValidationError>(null);
  const [empty, setEmpty] = useState(value === '');
  const [focused, setFocused] = useState(false);
  const hasFocus = useRef(false);
  const lastSent = useRef<string | null>(value);

  // A new value from outside (filters cleared, a form reset) replaces what is shown, unless it is
  // what the field already shows or not a date at all (the form keeping an invalid entry).
  if (value !== shown.value) {
    const next = toDate(value);
    const same = shown.date !== null && isValid(shown.date) && toIso(shown.date) === value;
    setShown({ value, date: next === undefined || same ? shown.date : next });
  }
  // What the owner holds now, unless it is its own marker of an entry that is not a date.
  useEffect(() => {
    if (toDate(value) !== undefined) lastSent.current = value;
  }, [value]);

  const send = useCallback(
    (next: string | null) => {
      if (next === lastSent.current) return;
      lastSent.current = next;
      onChange(next);
    },
    [onChange],
  );

  // Without a date, the sections tell an emptied field ('') from a partial one (nothing to send).
  const onSections = useCallback(
    (allEmpty: boolean) => {
      setEmpty(allEmpty);
      if (hasFocus.current && shown.date === null) send(allEmpty ? '' : null);
    },
    [shown.date, send],
  );

  const partial = shown.date === null && !empty;
  const wrong: DateValidationError | 'partial' = partial ? 'partial' : problem;
  const ownMessage =
    wrong && (!focused || error) ? messageOf(wrong, min, max, disableFuture) : null;

  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={ptBR}
      localeText={LOCALE_TEXT}
    >
      <SectionsReport.Provider value={onSections}>
        <DesktopDatePicker
          label={label}
          format={DISPLAY_FORMAT}
          value={shown.date}
          minDate={minDay}
          maxDate={maxDay}
          name={name}
          inputRef={inputRef}
          autoFocus={autoFocus}
          onError={setProblem}
          onChange={(date, context) => {
            setShown((s) => ({ ...s, date }));
            if (date !== null) send(context.validationError ? null : toIso(date));
          }}
          slots={{ textField: ReportingTextField }}
          slotProps={{
            textField: {
              size,
              fullWidth,
              required,
              sx,
              error: error || !!ownMessage,
              helperText: ownMessage ?? helperText,
              onFocus: () => {
                hasFocus.current = true;
                setFocused(true);
              },
              onBlur: () => {
                hasFocus.current = false;
                setFocused(false);
                onBlur?.();
              },
            },
          }}
        />
      </SectionsReport.Provider>
    </LocalizationProvider>
  );
}

/** Tells the field whether all its sections are empty, after each change of them. */
const SectionsReport = createContext<(allEmpty: boolean) => void>(() => {});

function ReportingTextField(props: PickersTextFieldProps) {
  const report = useContext(SectionsReport);
  const { areAllSectionsEmpty } = props;
  useEffect(() => report(areAllSectionsEmpty), [report, areAllSectionsEmpty, props.elements]);
  return <PickersTextField {...props} />;
}

/** The Portuguese message of a validation problem of the picker. */
function messageOf(
  problem: NonNullable<DateValidationError> | 'partial',
  min: string,
  max: string,
  disableFuture: boolean,
): string {
  if (problem === 'minDate') return `Informe uma data a partir de ${formatDay(min)}.`;
  if (problem === 'maxDate')
    return disableFuture
      ? 'A data não pode estar no futuro.'
      : `Informe uma data até ${formatDay(max)}.`;
  return 'Data inválida: use dd/mm/aaaa.';
}
