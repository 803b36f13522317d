import type { StaffRole } from '@museum/shared';
import { Tag } from 'antd';
import { ROLE_LABELS } from '../labels';

export function RoleTags({ roles }: { roles: readonly StaffRole[] }) {
  return (
    <span>
      {roles.map((role) => (
        <Tag key={role} color={role === 'admin' ? '#8c2f1f' : undefined} variant="outlined">
          {ROLE_LABELS[role]}
        </Tag>
      ))}
    </span>
  );
}
