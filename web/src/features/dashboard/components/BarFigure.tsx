import { Empty } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './BarFigure.module.css';

export interface BarSeries<Row> {
  key: keyof Row & string;
  label: string;
  color: string;
}

const HEIGHT = 240;

/**
 * A bar chart with its figures in a table only screen readers see, so the numbers are there without the
 * picture; the caption says what it shows. The chart itself is hidden from them and takes no focus.
 */
export function BarFigure<Row extends object>({
  title,
  summary,
  rows,
  category,
  series,
  empty,
}: {
  title: string;
  /** One sentence of what the chart shows, read with the caption. */
  summary: string;
  rows: Row[];
  category: { key: keyof Row & string; label: string };
  series: BarSeries<Row>[];
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
}) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        <span className={styles.summary}>{summary}</span>
      </figcaption>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <>
          <div aria-hidden className={styles.chart}>
            {/* The initial size draws the chart before it is measured (and where nothing measures, as in tests). */}
            <ResponsiveContainer
              width="100%"
              height={HEIGHT}
              initialDimension={{ width: 480, height: HEIGHT }}
            >
              <BarChart
                data={rows}
                accessibilityLayer={false}
                margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
              >
                <CartesianGrid vertical={false} strokeDasharray="3 3" />
                <XAxis dataKey={String(category.key)} tickLine={false} fontSize={12} />
                <YAxis allowDecimals={false} fontSize={12} />
                <Tooltip />
                {series.length > 1 && (
                  <Legend formatter={(label) => <span className={styles.legend}>{label}</span>} />
                )}
                {series.map((one) => (
                  <Bar
                    key={one.key}
                    dataKey={String(one.key)}
                    name={one.label}
                    fill={one.color}
                    maxBarSize={28}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="visually-hidden">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{category.label}</th>
                {series.map((one) => (
                  <th key={one.key} scope="col">
                    {one.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[category.key])}>
                  <th scope="row">{String(row[category.key])}</th>
                  {series.map((one) => (
                    <td key={one.key}>{String(row[one.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
