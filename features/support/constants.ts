/** `?support=1` on any page opens the support panel. */
export const SUPPORT_QUERY_PARAM = 'support';

/** Ctrl+Alt+L opens (and closes) it; matched on the physical key, whatever the layout. */
export const SUPPORT_SHORTCUT = { ctrlKey: true, altKey: true, code: 'KeyL' } as const;
