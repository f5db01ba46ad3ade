import { File as NodeFile } from 'node:buffer';
import type { Asset } from '@api/contract/assets';

let next = 1;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An asset as S5 / S2 / S3 answer it (api/contract/assets.ts Asset: both spellings). */
export function assetAnswer(overrides: Partial<Asset> & { n?: number } = {}): Asset {
  const { n = next++, ...rest } = overrides;
  const id = uuid(n);
  const name = rest.name ?? `photo-${n}.jpg`;
  const image = (rest.fileType ?? 'Image') === 'Image';
  const width = rest.width ?? (image ? 800 : null);
  const height = rest.height ?? (image ? 600 : null);
  return {
    guid: id,
    AssetId: id,
    name,
    Name: name,
    OriginalFileName: name,
    fileType: 'Image',
    MimeType: image ? 'image/jpeg' : 'application/pdf',
    thumbnail_url: image ? `/assetslibrary/thumb/${id}` : null,
    Uri: `/assetslibrary/file/${id}/${name}`,
    width,
    height,
    Width: width,
    Height: height,
    size: 12345,
    tmpName: `tmp${String(n).padStart(29, '0')}`,
    ...rest,
  };
}

/**
 * A picked file. Node's File, not jsdom's: the test window's FormData is Node's (lent by
 * __tests__/support/jsdomWithFetch.js), and it takes only its own Blobs.
 */
export const imageFile = (name = 'photo.jpg', size = 1000, type = 'image/jpeg') =>
  new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
