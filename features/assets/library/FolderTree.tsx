import { useId, useState } from 'react';
import type { FolderNode } from '@api/contract/assets';
import { useGetFolderHierarchyQuery } from '@api/assets';
import { useTranslation } from '@base/i18n/useTranslation';
import { DEFAULT_FOLDER_DEPTH } from '../constants';

interface Props {
  /** root-folder-id: the subtree shown; absent, every root folder's tree. */
  rootFolderId?: number;
  /** depth: nodes with ItemLevel ≤ depth start open (000 §4 "Folder tree", default 1). */
  depth?: number;
  /** The folder whose documents are shown (marked as current). */
  selectedFolderId?: number;
  /** The chosen folder, and the top folder of the tree it is in (S7's rootFolderId). */
  onSelect: (folderId: number, topFolderId: number) => void;
}

interface NodeProps {
  node: FolderNode;
  /** The shown tree's top folder this node is under. */
  top: number;
  /** Unique per tree: two trees on a page never share an element id. */
  idPrefix: string;
  depth: number;
  selectedFolderId: number | undefined;
  onSelect: (folderId: number, topFolderId: number) => void;
}

function FolderBranch({ node, top, idPrefix, depth, selectedFolderId, onSelect }: NodeProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(node.ItemLevel <= depth);
  const listId = `${idPrefix}-${node.FolderId}`;
  const hasChildren = node.Children.length > 0;
  return (
    <li className="folder-node">
      <span className="d-inline-flex align-items-center gap-1">
        {hasChildren ? (
          <button
            type="button"
            className="btn btn-sm btn-link folder-toggle p-0"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            <span className="visually-hidden">
              {t(open ? 'Assets.Widget.CloseFolder' : 'Assets.Widget.OpenFolder', node.Name)}
            </span>
          </button>
        ) : (
          <span className="folder-leaf" aria-hidden="true">
            •
          </span>
        )}
        <button
          type="button"
          className="btn btn-sm btn-link folder-name"
          aria-current={node.FolderId === selectedFolderId ? 'true' : undefined}
          onClick={() => onSelect(node.FolderId, top)}
        >
          {node.Name}
        </button>
      </span>
      {hasChildren && (
        <ul id={listId} className="list-unstyled ps-3" hidden={!open}>
          {node.Children.map((child) => (
            <FolderBranch
              key={child.FolderId}
              node={child}
              top={top}
              idPrefix={idPrefix}
              depth={depth}
              selectedFolderId={selectedFolderId}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The folder tree, "documents hierarchy" (S4, 000 §4 "Folder tree"): nested lists with a toggle
 * (aria-expanded) on each folder that has subfolders; a folder's name shows its documents.
 */
export function FolderTree({ rootFolderId, depth, selectedFolderId, onSelect }: Props) {
  const { t, culture } = useTranslation();
  const idPrefix = `folder${useId().replace(/:/g, '')}`;
  const { data, isLoading, isError } = useGetFolderHierarchyQuery(
    rootFolderId === undefined ? { culture } : { folderId: rootFolderId, culture },
  );
  const shownDepth = depth ?? DEFAULT_FOLDER_DEPTH;
  return (
    <nav className="folder-tree" aria-label={t('Assets.Widget.FolderTree')}>
      {isLoading && <p aria-busy="true">{t('Manager.Loading')}</p>}
      {isError && <p role="status">{t('Assets.Widget.FolderNotFound')}</p>}
      {data && (
        <ul className="list-unstyled mb-0">
          {data.map((node) => (
            <FolderBranch
              key={node.FolderId}
              node={node}
              top={node.FolderId}
              idPrefix={idPrefix}
              depth={shownDepth}
              selectedFolderId={selectedFolderId}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}
