// Which parts of the console a role sees. The server decides every call (403 otherwise); this only
// keeps the console from offering what would be refused.
import type { Role } from '@shop/contracts';

export const canSupport = (role: Role | undefined): boolean => role === 'support' || role === 'admin';
export const canAudit = (role: Role | undefined): boolean => role === 'auditor' || role === 'admin';
export const canAdmin = (role: Role | undefined): boolean => role === 'admin';
export const isStaff = (role: Role | undefined): boolean => canSupport(role) || canAudit(role);

export const ROLE_LABELS: Record<Role, string> = { member: '會員', support: '客服', auditor: '稽核', admin: '管理員' };
