import type { Readable } from 'node:stream';
import { audit } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { cleanFileName } from '../../lib/file-name.ts';
import { loadEntity } from '../../domain/diligence/entity.ts';
import { zipEntryNames } from './entry-names.ts';
import { zipFiles } from './repository.ts';
import { zipStream } from './zip-stream.ts';

export interface EntityZip {
  /** The download's name: "<entity> - arquivos.zip". */
  filename: string;
  stream: Readable;
  /** Bytes of the whole archive, known before the first is sent. */
  size: number | null;
}

/**
 * Every file of an entity as one ZIP, streamed from the storage (local disk or S3) one file after
 * another. Recorded in the audit trail (FILES_ZIP_DOWNLOADED: who took which files, LGPD) before
 * the first byte leaves. 404 for an entity not in this diligence of the caller's company.
 */
export async function entityFilesZip(
  ctx: ServiceContext,
  diligence: DiligenceRecord,
  entityId: string,
  storage: FileStorage,
): Promise<EntityZip> {
  const diligenceId = diligence.diligence.id;
  const entity = await loadEntity(ctx, diligenceId, entityId);
  const files = await zipFiles(ctx.db, ctx.companyId, entity.id);
  const names = zipEntryNames(files);
  await audit(ctx, {
    action: 'FILES_ZIP_DOWNLOADED',
    targetType: 'entity',
    targetId: entity.id,
    summary: {
      diligenceId,
      entityId: entity.id,
      files: files.length,
      bytes: files.reduce((sum, f) => sum + f.size, 0),
    },
  });
  const { stream, size } = zipStream(
    files.map((file, i) => ({
      name: names[i]!,
      size: file.size,
      mtime: new Date(file.uploadedAt),
      open: () => storage.get(file.storageKey),
    })),
  );
  return { filename: cleanFileName(`${entity.name} - arquivos.zip`, 'zip'), stream, size };
}
