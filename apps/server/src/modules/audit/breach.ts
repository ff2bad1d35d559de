/** One thing the audit found wrong: what (`entry`, `wallet`, `order`, …), its id, and what differs. */
export interface AuditProblem {
  kind: string;
  id: number;
  detail: string;
}

export type Breach = (kind: string, id: number, detail: string) => void;
