import { RowAction } from '../../../components/row-action.tsx';
import type { EntityFile } from '../api/list-entity-files.ts';

export interface FileActions {
  onPreview: (file: EntityFile) => void;
  onDownload: (file: EntityFile) => void;
}

/** A data room file's "Visualizar" and "Baixar" buttons, named for the file (list and cards). */
export function FileActionButtons({
  file,
  onPreview,
  onDownload,
}: { file: EntityFile } & FileActions) {
  return (
    <>
      <RowAction
        title="Visualizar"
        icon="eye-outline"
        aria-label={`Visualizar ${file.name}`}
        onClick={() => onPreview(file)}
      />
      <RowAction
        title="Baixar"
        icon="download"
        aria-label={`Baixar ${file.name}`}
        onClick={() => onDownload(file)}
      />
    </>
  );
}
