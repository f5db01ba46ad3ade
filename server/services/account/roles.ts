import type { Role } from '../../../rules/account';

/** The stored role as the app knows it; anything unexpected is the least privileged one. */
export function toRole(value: string): Role {
  return value === 'staff' ? 'staff' : 'customer';
}
