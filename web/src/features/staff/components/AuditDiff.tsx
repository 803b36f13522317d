import type { AuditEntry, StaffRole } from '@museum/shared';
import { FIELD_LABELS, ROLE_LABELS, VALUE_LABELS } from '../labels';
import styles from './AuditDiff.module.css';

type Fields = Record<string, unknown>;

/** A value as a person reads it: yes/no, lists joined, role names and codes in Chinese, nothing as a dash. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) {
    const items =
      field === 'roles' ? value.map((role) => ROLE_LABELS[role as StaffRole] ?? String(role)) : value;
    return items.length
      ? items.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join('、')
      : '—';
  }
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return VALUE_LABELS[field]?.[String(value)] ?? String(value);
}

/** The fields a row touched, in the order they were written, before's first. */
function fieldsOf(before: Fields | null, after: Fields | null): string[] {
  return [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
}

/**
 * What one change did, field by field: the value before and after, side by side. A creation has only "after",
 * a removal only "before".
 */
export function AuditDiff({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const { before, after } = entry;
  const fields = fieldsOf(before, after);
  if (fields.length === 0) return <p className={styles.empty}>此操作没有记录字段变化。</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>字段变化</caption>
      <thead>
        <tr>
          <th scope="col">字段</th>
          {before && <th scope="col">修改前</th>}
          {after && <th scope="col">修改后</th>}
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const old = before ? formatValue(field, before[field]) : undefined;
          const next = after ? formatValue(field, after[field]) : undefined;
          const changed = before && after && old !== next;
          return (
            <tr key={field}>
              <th scope="row">
                {FIELD_LABELS[field] ?? field}
                {FIELD_LABELS[field] && <span className={styles.key}>{field}</span>}
              </th>
              {before && <td className={changed ? styles.removed : undefined}>{old}</td>}
              {after && <td className={changed ? styles.added : undefined}>{next}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
