import { useState } from 'react';
import { FolderAssetList } from './FolderAssetList';
import { FolderTree } from './FolderTree';

interface Props {
  rootFolderId?: number;
  depth?: number;
  /** The folder shown; with onSelect the caller keeps it (the page keeps it in the address). */
  folderId?: number;
  onSelect?: (folderId: number, topFolderId: number) => void;
  headingLevel?: 2 | 3;
}

/** The document library: the folder tree on the left, the chosen folder's documents on the right. */
export function DocumentLibrary({ rootFolderId, depth, folderId, onSelect, headingLevel }: Props) {
  const [chosen, setChosen] = useState<number | undefined>(folderId);
  const shown = onSelect ? folderId : chosen;
  const select = onSelect ?? ((id: number) => setChosen(id));
  const root = rootFolderId ?? shown;
  return (
    <div className="document-library row">
      <div className="col-md-4 mb-3">
        <FolderTree
          {...(rootFolderId === undefined ? {} : { rootFolderId })}
          {...(depth === undefined ? {} : { depth })}
          {...(shown === undefined ? {} : { selectedFolderId: shown })}
          onSelect={select}
        />
      </div>
      <div className="col-md-8">
        <FolderAssetList
          {...(shown === undefined ? {} : { folderId: shown })}
          {...(root === undefined ? {} : { rootFolderId: root })}
          {...(headingLevel === undefined ? {} : { headingLevel })}
        />
      </div>
    </div>
  );
}
