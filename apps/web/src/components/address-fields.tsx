import { useEffect, useRef, useState } from 'react';
import { Alert, CircularProgress, Grid, InputAdornment, TextField } from '@mui/material';
import { EMPTY_ADDRESS, UF_NAMES, UFS, isUf, type AddressInput } from '@lince/contracts/address';
import { formatCep, isValidCep } from '@lince/contracts/br/cep';
import {
  CEP_NOT_FOUND_MESSAGE,
  CEP_UNAVAILABLE_MESSAGE,
  type CepLookup,
} from '@lince/contracts/cep';
import { api } from '../lib/api-client.ts';
import { getApiErrorStatus } from '../lib/api-error.ts';
import { MaskedTextField } from './masked-text-field.tsx';
import { SuggestionOffer } from './suggestion-offer.tsx';

export type AddressField = keyof AddressInput;
export type AddressErrors = Partial<Record<AddressField, string | undefined>>;

/** `GET /v1/cep/{cep}` (8 digits). */
export async function lookupCep(cep: string): Promise<CepLookup> {
  const response = await api.get<CepLookup>(`/cep/${cep}`);
  return response.data;
}

/** The fields a CEP lookup fills. */
type FilledField = 'logradouro' | 'bairro' | 'cidade' | 'uf';
const FILLED: FilledField[] = ['logradouro', 'bairro', 'cidade', 'uf'];

/**
 * What a CEP lookup writes (`fill`: fields left empty or not typed in) and what it only offers
 * (`offer`: fields the user typed something else in).
 */
export function splitLookup(
  now: AddressInput,
  found: CepLookup,
  typed: ReadonlySet<AddressField>,
): { fill: Partial<AddressInput>; offer: Partial<Record<FilledField, string>> } {
  const fill: Partial<AddressInput> = {};
  const offer: Partial<Record<FilledField, string>> = {};
  for (const field of FILLED) {
    const suggested = found[field];
    if (!suggested || suggested === now[field]) continue;
    if (typed.has(field) && now[field].trim()) offer[field] = suggested;
    else Object.assign(fill, { [field]: suggested });
  }
  return { fill, offer };
}

export interface AddressFieldsProps {
  value: AddressInput;
  onChange: (next: AddressInput) => void;
  /** Validation messages per field (e.g. from react-hook-form). */
  errors?: AddressErrors;
  disabled?: boolean;
  /** Prefix of the inputs' `name`s and ids (default `endereco`). */
  name?: string;
  /** Replaceable in tests; defaults to the API's CEP lookup. */
  lookup?: (cep: string) => Promise<CepLookup>;
}

/** A stored address (CEP as 8 digits) as the fields show it; no address → empty fields. */
export function toAddressInput(
  address: (Omit<AddressInput, 'uf'> & { uf: string }) | null,
): AddressInput {
  return address
    ? { ...address, cep: formatCep(address.cep), uf: isUf(address.uf) ? address.uf : '' }
    : EMPTY_ADDRESS;
}

/** Nothing typed: the record has no address. */
export const isEmptyAddress = (address: AddressInput) =>
  Object.values(address).every((value) => !value.trim());

/** What an address that was started still needs (null when empty or complete). */
export function validateAddress(address: AddressInput): AddressErrors | null {
  if (isEmptyAddress(address)) return null;
  const errors: AddressErrors = {};
  if (!isValidCep(address.cep)) errors.cep = 'Informe um CEP válido.';
  if (!address.logradouro.trim()) errors.logradouro = 'Informe o logradouro.';
  if (!address.cidade.trim()) errors.cidade = 'Informe a cidade.';
  if (!address.uf) errors.uf = 'Informe a UF.';
  return Object.keys(errors).length ? errors : null;
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * A Brazilian address: CEP (masked) that, once complete and valid, fills logradouro, bairro,
 * cidade and UF from `GET /v1/cep/{cep}`; número and complemento typed. An unknown CEP is a field
 * error; a lookup service that is down only warns — every field stays editable.
 *
 * Use with react-hook-form through a `Controller` whose value is an `AddressInput`.
 */
export function AddressFields({
  value,
  onChange,
  errors = {},
  disabled = false,
  name = 'endereco',
  lookup = lookupCep,
}: AddressFieldsProps) {
  const [looking, setLooking] = useState(false);
  const [cepProblem, setCepProblem] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  /** What the CEP's lookup found for fields the user had typed in: offered, not written. */
  const [offers, setOffers] = useState<Partial<Record<FilledField, string>>>({});
  /** The fields the user typed in since the form opened (a lookup never writes over them). */
  const typed = useRef(new Set<AddressField>());
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // The CEP already looked up (or loaded with the record): not looked up again.
  const lookedUp = useRef(digits(value.cep));

  const cep = digits(value.cep);
  useEffect(() => {
    if (cep.length !== 8 || cep === lookedUp.current) return;
    lookedUp.current = cep;
    let current = true;
    setLooking(true);
    setCepProblem(null);
    setUnavailable(false);
    lookup(cep)
      .then((found) => {
        if (!current) return;
        const { value: now, onChange: change } = latest.current;
        const { fill, offer } = splitLookup(now, found, typed.current);
        setOffers(offer);
        change({ ...now, ...fill });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const status = getApiErrorStatus(error);
        if (status === 404) setCepProblem(CEP_NOT_FOUND_MESSAGE);
        else if (status === 400) setCepProblem('CEP inválido.');
        else setUnavailable(true);
      })
      .finally(() => {
        if (current) setLooking(false);
      });
    return () => {
      current = false;
    };
  }, [cep, lookup]);

  const set = (field: AddressField) => (event: { target: { value: string } }) => {
    if (field === 'cep' && digits(event.target.value) !== cep) {
      setCepProblem(null);
      setUnavailable(false);
      setOffers({});
      if (digits(event.target.value).length < 8) lookedUp.current = '';
    } else if (field !== 'cep') typed.current.add(field);
    latest.current.onChange({ ...latest.current.value, [field]: event.target.value });
  };

  const cepError = cepProblem ?? errors.cep;
  /** A field's message, else the lookup's offer for it. */
  const helper = (field: AddressField, label: string) => {
    const offered = field in offers ? offers[field as FilledField] : undefined;
    if (errors[field] || !offered) return errors[field];
    return (
      <SuggestionOffer
        field={label}
        value={offered}
        onUse={() => {
          setOffers(({ [field as FilledField]: _, ...rest }) => rest);
          latest.current.onChange({ ...latest.current.value, [field]: offered });
        }}
      />
    );
  };
  const textField = (field: AddressField, label: string, extra: object = {}) => (
    <TextField
      fullWidth
      id={`${name}-${field}`}
      name={`${name}.${field}`}
      label={label}
      value={value[field]}
      onChange={set(field)}
      disabled={disabled}
      error={!!errors[field]}
      helperText={helper(field, label)}
      {...extra}
    />
  );

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <MaskedTextField
          fullWidth
          mask="cep"
          id={`${name}-cep`}
          name={`${name}.cep`}
          label="CEP"
          value={value.cep}
          onChange={set('cep')}
          disabled={disabled}
          error={!!cepError}
          helperText={cepError ?? 'O endereço é preenchido a partir do CEP.'}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' },
            input: {
              endAdornment: looking ? (
                <InputAdornment position="end">
                  <CircularProgress size={20} aria-label="Consultando o CEP" />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </Grid>
      {unavailable && (
        <Grid size={12}>
          <Alert severity="warning" role="status">
            {CEP_UNAVAILABLE_MESSAGE}
          </Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 8 }}>
        {textField('logradouro', 'Logradouro', { autoComplete: 'address-line1' })}
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{textField('numero', 'Número')}</Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        {textField('complemento', 'Complemento', { autoComplete: 'address-line2' })}
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>{textField('bairro', 'Bairro')}</Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        {textField('cidade', 'Cidade', { autoComplete: 'address-level2' })}
      </Grid>
      <Grid size={{ xs: 12, sm: 2 }}>
        <TextField
          select
          fullWidth
          id={`${name}-uf`}
          name={`${name}.uf`}
          label="UF"
          value={value.uf}
          onChange={set('uf')}
          disabled={disabled}
          error={!!errors.uf}
          helperText={helper('uf', 'UF')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">—</option>
          {UFS.map((uf) => (
            <option key={uf} value={uf} title={UF_NAMES[uf]}>
              {uf}
            </option>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
