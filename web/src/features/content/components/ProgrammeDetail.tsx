import type { ContentType } from '@museum/shared';
import type { ComponentType, ReactNode } from 'react';
import { DetailLayout, type Fact, RelatedSection } from '@/shared/ui/detail-layout/DetailLayout';
import { EngagementBar } from '../../engagement';
import { EventOrderButton } from '../../orders';
import { CardGrid } from './CardGrid';
import { type InLanguage, useTextLang } from './ItemText';
import { StatusTag } from './StatusTag';

interface Programme extends InLanguage {
  id: number;
  title: string;
  typeLabel: string;
  cover: string;
  /** Places that can be booked; null when it takes no bookings. */
  capacity: number | null;
}

/**
 * The page of an exhibition or an education event: its status and type above the title, a wide picture, the
 * facts with the booking button while places can still be taken, and more of the same kind below.
 */
export function ProgrammeDetail<T extends Programme, R extends { id: number }>({
  module,
  list,
  item,
  subtitle,
  status,
  over,
  facts,
  related,
  children,
}: {
  module: typeof ContentType.exhibition | typeof ContentType.education;
  list: { path: string; label: string };
  item: T;
  subtitle?: string | null;
  /** The status's name, muted once it is `over` (ended, or held). */
  status: string;
  over: boolean;
  facts: Fact[];
  related: { title: string; items: R[]; Card: ComponentType<{ item: R }> };
  children: ReactNode;
}) {
  const textLang = useTextLang(item);
  return (
    <DetailLayout
      list={list}
      title={item.title}
      textLang={textLang}
      subtitle={subtitle}
      kicker={
        <>
          <StatusTag muted={over}>{status}</StatusTag>
          <span>{item.typeLabel}</span>
        </>
      }
      cover={{ src: item.cover, ratio: 9 / 16 }}
      readAloud
      facts={facts}
      actions={
        item.capacity !== null && !over ? (
          <EventOrderButton module={module} resId={item.id} title={item.title} />
        ) : null
      }
      engagement={<EngagementBar item={{ module, resId: String(item.id) }} />}
      after={
        related.items.length ? (
          <RelatedSection title={related.title}>
            <CardGrid items={related.items} keyOf={(r) => r.id} render={(r) => <related.Card item={r} />} />
          </RelatedSection>
        ) : null
      }
    >
      {children}
    </DetailLayout>
  );
}
