import { useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { TrackBody } from '@lince/contracts/tracks';
import type { RequirementValues, StepValues, TrackFormValues } from './track-form.ts';

export type TrackForm = UseFormReturn<TrackFormValues, unknown, TrackBody>;
type ListName = 'steps' | `steps.${number}.requirements`;
type ItemOf<N extends ListName> = N extends 'steps' ? StepValues : RequirementValues;

let counter = 0;
const newId = () => `item-${(counter += 1)}`;

/**
 * A list of the track form (its steps, or one step's documents) with a stable id per row for
 * React keys and dragging: append, remove and move. A small stand-in for react-hook-form's
 * `useFieldArray`, which would grow the chunk /login shares with every form past its budget.
 * Messages of the list's rows are cleared when rows move or go (the next "Próximo" recomputes).
 */
export function useListField<N extends ListName>(form: TrackForm, name: N) {
  const rows = (useWatch({ control: form.control, name }) ?? []) as ItemOf<N>[];
  const ids = useRef<string[]>([]);
  // Rows added or dropped elsewhere (a reset after a save) get or lose ids at the end.
  if (ids.current.length !== rows.length)
    ids.current = rows.map((_, i) => ids.current[i] ?? newId());

  const write = (next: ItemOf<N>[], nextIds: string[]) => {
    ids.current = nextIds;
    form.setValue(name, next as never, { shouldDirty: true });
  };
  const current = () => (form.getValues(name) ?? []) as ItemOf<N>[];

  return {
    fields: rows.map((row, i) => ({ ...row, id: ids.current[i]! })),
    append(item: ItemOf<N>) {
      write([...current(), item], [...ids.current, newId()]);
    },
    remove(index: number) {
      form.clearErrors(name);
      write(
        current().filter((_, i) => i !== index),
        ids.current.filter((_, i) => i !== index),
      );
    },
    move(from: number, to: number) {
      const moveIn = <T>(list: T[]) => {
        const next = [...list];
        next.splice(to, 0, ...next.splice(from, 1));
        return next;
      };
      form.clearErrors(name);
      write(moveIn(current()), moveIn(ids.current));
    },
  };
}
