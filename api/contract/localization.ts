import { Type } from '@sinclair/typebox';

/** S1: nested map of translation keys, e.g. { Manager: { UnknowsErrors: '…' } }. */
export const StringResources = Type.Record(Type.String(), Type.Unknown(), {
  description: 'Nested map: each dotted key segment is one level, leaves are strings.',
});
export interface StringResourceMap {
  [key: string]: string | StringResourceMap;
}
