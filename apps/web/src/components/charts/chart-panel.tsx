import { useId, useState, type ReactNode } from 'react';
import { BarChart3, Download, Table2 } from 'lucide-react';
import { Button } from '../button';
import { downloadFile, toCsv, type CsvColumn } from './csv';

export interface ChartColumn<Row> extends CsvColumn<Row> {
  /** How the cell reads in the table (CHF, a date); the CSV keeps the plain value. */
  display?: (row: Row) => string;
}

export interface ChartPanelTexts {
  showTable: string;
  showChart: string;
  downloadCsv: string;
  tableOf: (title: string) => string;
  chartOf: (title: string) => string;
  noData: string;
}

interface ChartPanelProps<Row> {
  title: string;
  rows: readonly Row[];
  columns: readonly ChartColumn<Row>[];
  /** The CSV file's name without extension. */
  fileName: string;
  texts: ChartPanelTexts;
  /** The chart itself (hidden from screen readers: the table carries the same data). */
  children: ReactNode;
  className?: string;
}

/**
 * One chart with its data: the chart for the eye, the same figures as a table for screen readers (always in the
 * page, shown on request with 'Mostra tabella') and as a CSV download.
 */
export function ChartPanel<Row>({ title, rows, columns, fileName, texts, children, className = '' }: ChartPanelProps<Row>) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const empty = rows.length === 0;
  return (
    <section aria-labelledby={headingId} className={`flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 ${className}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        {!empty && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
              {asTable ? <BarChart3 className="size-4" aria-hidden="true" /> : <Table2 className="size-4" aria-hidden="true" />}
              {asTable ? texts.showChart : texts.showTable}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => downloadFile(`${fileName}.csv`, toCsv(columns, rows), 'text/csv;charset=utf-8')}
            >
              <Download className="size-4" aria-hidden="true" />
              {texts.downloadCsv}
            </Button>
          </div>
        )}
      </div>
      {empty ? (
        <p className="text-sm text-muted">{texts.noData}</p>
      ) : (
        <>
          {!asTable && (
            // inert: nothing inside the drawing takes focus (the table below has the data for keyboards and readers).
            <div className="h-64 w-full min-w-0" aria-hidden="true" inert title={texts.chartOf(title)}>
              {children}
            </div>
          )}
          <div className={asTable ? 'max-h-80 overflow-auto' : 'sr-only'}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{texts.tableOf(title)}</caption>
              <thead>
                <tr className="border-b border-border">
                  {columns.map((c) => (
                    <th key={c.label} scope="col" className="px-2 py-1.5 font-semibold">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i} className="border-b border-border/60 last:border-0">
                    {columns.map((c, j) =>
                      j === 0 ? (
                        <th key={c.label} scope="row" className="px-2 py-1.5 font-normal">
                          {c.display ? c.display(row) : c.value(row)}
                        </th>
                      ) : (
                        <td key={c.label} className="px-2 py-1.5 tabular-nums">
                          {c.display ? c.display(row) : c.value(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
