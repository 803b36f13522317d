import {
  CONTENT_TYPE_LABELS,
  type ContentType,
  DASHBOARD_QUEUE_LABELS,
  type DashboardContent,
  type DashboardEntry,
  type DashboardEntryDay,
  type DashboardReviews,
  NO_SHOW_DAYS,
  PUBLISHING_CONTENT_TYPES,
  type PublishingModule,
} from '@museum/shared';
import { Alert, Card, Empty, Skeleton, Statistic, Table, theme } from 'antd';
import { Link } from 'react-router';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { useDashboard } from '../api';
import { BarFigure } from '../components/BarFigure';
import styles from './DashboardScreen.module.css';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** 12月2日 周三 (days come as YYYY-MM-DD, read as calendar days, not instants). */
function dayLabel(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日 ${WEEKDAYS[date.getUTCDay()]}`;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The editor's address of a viewed item, for the modules staff publish. */
function editorPath(module: ContentType, recordId: number): string | null {
  const found = (Object.entries(PUBLISHING_CONTENT_TYPES) as [PublishingModule, ContentType][]).find(
    ([, type]) => type === module,
  );
  return found ? `/admin/content/${found[0]}/${recordId}` : null;
}

function useChartColors() {
  const { token } = theme.useToken();
  return { accent: token.colorPrimary, ink: token.colorText, muted: token.colorBorder };
}

/** A closed day offers no places, whatever its configured capacity. */
const dayRows = (days: DashboardEntryDay[]) =>
  days.map((day) =>
    day.open
      ? { ...day, label: dayLabel(day.date) }
      : { ...day, capacity: 0, label: `${dayLabel(day.date)}（闭馆）` },
  );

function EntrySection({ entry }: { entry: DashboardEntry }) {
  const colors = useChartColors();
  const { today, noShow } = entry;
  const recent = dayRows(entry.recent);
  const nobodyCame = recent.every((day) => day.checkedIn === 0 && day.booked === 0);
  return (
    <section className={styles.section} aria-labelledby="dashboard-entry">
      <h2 id="dashboard-entry" className={styles.heading}>
        今日入馆 <span className={styles.date}>{dayLabel(today.date)}</span>
      </h2>
      <div className={styles.figures}>
        <Card size="small">
          <Statistic title="已预约" value={today.booked} suffix={`/ ${today.capacity} 人`} />
          <p className={styles.note}>共 {today.bookings} 笔预约</p>
        </Card>
        <Card size="small">
          <Statistic title="已入馆" value={today.checkedIn} suffix="人" />
        </Card>
        <Card size="small">
          <Statistic title="待入馆" value={today.expected} suffix="人" />
          <p className={styles.note}>已预约尚未入馆</p>
        </Card>
        <Card size="small">
          <Statistic
            title={`爽约率（近 ${NO_SHOW_DAYS} 天）`}
            value={noShow.rate === null ? '—' : percent(noShow.rate)}
          />
          <p className={styles.note}>
            {noShow.rate === null ? '暂无已结束的预约' : `${noShow.noShow} / ${noShow.booked} 人未到馆`}
          </p>
        </Card>
      </div>
      <div className={styles.charts}>
        <BarFigure
          title="未来 7 天预约"
          summary="每天已预约人数与名额"
          rows={dayRows(entry.week)}
          category={{ key: 'label', label: '日期' }}
          series={[
            { key: 'booked', label: '已预约（人）', color: colors.accent },
            { key: 'capacity', label: '名额（人）', color: colors.muted },
          ]}
        />
        <BarFigure
          title="近 7 天入馆"
          summary="每天已预约与实际入馆人数"
          rows={recent}
          category={{ key: 'label', label: '日期' }}
          series={[
            { key: 'booked', label: '已预约（人）', color: colors.muted },
            { key: 'checkedIn', label: '已入馆（人）', color: colors.ink },
          ]}
          empty={nobodyCame ? '近 7 天没有入馆预约' : undefined}
        />
      </div>
    </section>
  );
}

const waited = (days: number) => (days < 1 ? '最早一件等待不足 1 天' : `最早一件已等 ${days} 天`);

function ReviewsSection({ reviews }: { reviews: DashboardReviews }) {
  const colors = useChartColors();
  const rows = reviews.queues.map((queue) => ({ ...queue, label: DASHBOARD_QUEUE_LABELS[queue.queue] }));
  return (
    <section className={styles.section} aria-labelledby="dashboard-reviews">
      <h2 id="dashboard-reviews" className={styles.heading}>
        待处理
      </h2>
      <div className={styles.figures}>
        {rows.map((row) => (
          <Card key={row.queue} size="small">
            <Statistic
              title={<Link to={`/admin/reviews/${row.queue}`}>{row.label}</Link>}
              value={row.pending}
              suffix="件"
            />
            <p className={styles.note}>{row.oldestDays === null ? '暂无待处理' : waited(row.oldestDays)}</p>
          </Card>
        ))}
      </div>
      <BarFigure
        title="待处理事项"
        summary="各类待处理的件数"
        rows={rows}
        category={{ key: 'label', label: '类别' }}
        series={[{ key: 'pending', label: '待处理（件）', color: colors.accent }]}
        empty={rows.every((row) => row.pending === 0) ? '暂无待处理事项' : undefined}
      />
    </section>
  );
}

function ContentSection({ content }: { content: DashboardContent }) {
  return (
    <section className={styles.section} aria-labelledby="dashboard-content">
      <h2 id="dashboard-content" className={styles.heading}>
        本周最多浏览{' '}
        <span className={styles.date}>
          {dayLabel(content.from)} 至 {dayLabel(content.to)}
        </span>
      </h2>
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => `${row.module}-${row.resId}`}
        dataSource={content.mostViewed}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="近 7 天暂无浏览记录" />,
        }}
        columns={[
          { title: '排名', key: 'rank', width: 56, render: (_value, _row, index) => index + 1 },
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, row) => {
              const path = editorPath(row.module, row.recordId);
              return path ? <Link to={path}>{title}</Link> : title;
            },
          },
          {
            title: '模块',
            dataIndex: 'module',
            width: 120,
            // On a phone the title needs the room; the editor link says where it lives.
            responsive: ['sm'],
            render: (module: ContentType) => CONTENT_TYPE_LABELS[module],
          },
          { title: '本周浏览', dataIndex: 'views', width: 88, align: 'right' },
        ]}
      />
    </section>
  );
}

/** /admin: what each staff member's roles concern, as figures first and charts after. */
export default function DashboardScreen() {
  const { data, isPending, isError } = useDashboard();
  const nothing = data && !data.entry && !data.reviews && !data.content;
  // Says only what this person's roles show.
  const shown = [
    data?.entry && '今日与未来一周的入馆',
    data?.reviews && '待处理的审核',
    data?.content && '本周最多浏览的内容',
  ].filter(Boolean);
  return (
    <ConsolePage
      title="概览"
      description={shown.length ? `${shown.join('、')}，每分钟更新` : '与您的工作相关的数据，每分钟更新'}
    >
      {isPending && <Skeleton active />}
      {isError && <Alert type="error" showIcon title="概览加载失败，请稍后刷新重试" />}
      {nothing && <Empty description="您的角色暂无需要关注的概览数据" />}
      {data?.entry && <EntrySection entry={data.entry} />}
      {data?.reviews && <ReviewsSection reviews={data.reviews} />}
      {data?.content && <ContentSection content={data.content} />}
    </ConsolePage>
  );
}
