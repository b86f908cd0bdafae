import type { Ref } from 'react';

/**
 * The hidden `<input type="file" multiple>` behind a "choose files" button (the button calls
 * `ref.current.click()`): the chosen files go to `onFiles`, and the input is emptied so that the
 * same file can be chosen again.
 */
export function FilesInput({
  ref,
  label,
  onFiles,
}: {
  ref: Ref<HTMLInputElement>;
  label: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      multiple
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
}
