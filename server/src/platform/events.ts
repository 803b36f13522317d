import type { Transaction } from './db/client.ts';

/**
 * What a feature announces for others to act on (`ctx.events`); who acts is listed in features/index.ts, so the
 * announcing feature never imports the ones that react.
 */
export interface DomainEvents {
  /** An account is closing: inside its transaction, every feature removes or anonymises what it holds of it. */
  accountClosing(tx: Transaction, userId: number): Promise<void>;
  /** An account has closed (committed): every handler runs; a failure is logged and does not stop the others. */
  accountClosed(userId: number): Promise<void>;
}
