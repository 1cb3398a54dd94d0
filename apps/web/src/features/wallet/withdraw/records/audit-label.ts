import { AuditStatus } from '@tradewind/contract';

/** The contract's label key of a filter (wallet.filter.*), inside this feature's namespace. */
export const filterText = (label: string) => `withdraw.${label}`;

const STATUS_NAME: Record<AuditStatus, string> = {
  [AuditStatus.Auditing]: 'auditing',
  [AuditStatus.Passed]: 'passed',
  [AuditStatus.Refused]: 'refused',
};

/** One record's state (the filter labels name groups: "Refused" may be plural in other languages). */
export const statusText = (status: AuditStatus) => `withdraw.status.${STATUS_NAME[status]}`;
