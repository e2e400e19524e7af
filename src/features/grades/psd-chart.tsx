import './product-grades.css'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/routing'
import {
  formatGradeNumber,
  GRADE_PROPERTIES,
  psdProblem,
  type PsdPoint,
} from '@/features/grades/grade-data'
import { sizeAtPassing } from '@/features/grades/psd'

import { decadeLabel, psdChartGeometry } from './psd-geometry'

/** One curve: a grade's name and its cumulative points, finest first. */
export type PsdSeries = { name: string; points: PsdPoint[] }

/** Curves on one chart at most (the comparison's three grades). */
const MAX_SERIES = 3

/**
 * Each curve has its own line pattern and marker shape besides its colour, so that they are
 * told apart without colour (WCAG 1.4.1), in print and in forced colours.
 */
function Marker({ series, x, y }: { series: number; x: number; y: number }) {
  if (series === 1) return <rect x={x - 3.5} y={y - 3.5} width={7} height={7} />
  if (series === 2)
    return <path d={`M${x} ${y - 4.5} L${x + 4.5} ${y + 3.5} L${x - 4.5} ${y + 3.5} Z`} />
  return <circle cx={x} cy={y} r={3.5} />
}

function Swatch({ series }: { series: number }) {
  return (
    <svg
      className={`psd-legend__swatch psd-chart__series--${series + 1}`}
      viewBox="0 0 44 14"
      width={44}
      height={14}
      aria-hidden="true"
      focusable="false"
    >
      <path className="psd-chart__line" d="M2 7 L42 7" fill="none" />
      <g className="psd-chart__markers">
        <Marker series={series} x={22} y={7} />
      </g>
    </svg>
  )
}

/**
 * The particle-size chart (ADR 0027), drawn on the server as SVG: cumulative % passing against
 * particle size on a log µm axis, one to three curves, each curve's d50 marked where it
 * crosses 50 %. For those who do not see it, the image has a name, a sentence says what it
 * shows (d50 and d98 read from the curve) and the points are a table under a disclosure.
 * Curves whose points are not a cumulative distribution are left out (the admin refuses them).
 */
export async function PsdChart({
  id,
  locale,
  series: given,
}: {
  /** Unique on the page: the ids of the chart's name and summary are made from it. */
  id: string
  locale: Locale
  series: PsdSeries[]
}) {
  const t = await getTranslations({ locale, namespace: 'gradeSheet' })
  const series = given.filter((s) => psdProblem(s.points) === null).slice(0, MAX_SERIES)
  const missing = given.filter((s) => psdProblem(s.points) !== null)
  const names = new Intl.ListFormat(locale, { type: 'conjunction' })
  const missingNote = missing.length ? (
    <p className="psd-chart__missing">
      {t('psdMissing', { grades: names.format(missing.map((s) => s.name)) })}
    </p>
  ) : null
  if (!series.length) return missingNote

  const geometry = psdChartGeometry(series.map((s) => s.points))
  const { plot, frame } = geometry
  const micrometres = (size: number, decimals: number) => formatGradeNumber(size, decimals, locale)
  const d50Text = (size: number) => micrometres(size, GRADE_PROPERTIES.d50.decimals)
  const summaries = series.map((s) => {
    const d50 = sizeAtPassing(s.points, 50)
    const d98 = sizeAtPassing(s.points, 98)
    if (d50 === null) return t('summaryNone', { grade: s.name })
    if (d98 === null) return t('summaryD50', { grade: s.name, d50: d50Text(d50) })
    return t('summaryBoth', {
      grade: s.name,
      d50: d50Text(d50),
      d98: micrometres(d98, GRADE_PROPERTIES.topCut.decimals),
    })
  })
  const single = series.length === 1
  const sizes = [...new Set(series.flatMap((s) => s.points.map((p) => p.size)))].sort(
    (a, b) => a - b,
  )

  return (
    <div className="psd-chart">
      <svg
        className="psd-chart__svg"
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        focusable="false"
      >
        <title id={`${id}-title`}>
          {t('chartName', { grades: names.format(series.map((s) => s.name)) })}
        </title>
        <g className="psd-chart__grid">
          {geometry.sizeTicks.map((tick) => (
            <line
              key={`x${tick.size}`}
              className={tick.major ? 'psd-chart__grid-major' : 'psd-chart__grid-minor'}
              x1={tick.x}
              x2={tick.x}
              y1={plot.top}
              y2={plot.bottom}
            />
          ))}
          {geometry.passingTicks.map((tick) => (
            <line
              key={`y${tick.passing}`}
              className={tick.passing === 50 ? 'psd-chart__grid-50' : 'psd-chart__grid-major'}
              x1={plot.left}
              x2={plot.right}
              y1={tick.y}
              y2={tick.y}
            />
          ))}
        </g>
        <g className="psd-chart__axes">
          <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
          <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} />
          {geometry.sizeTicks.map((tick) => (
            <line
              key={`xt${tick.size}`}
              x1={tick.x}
              x2={tick.x}
              y1={plot.bottom}
              y2={plot.bottom + (tick.major ? 6 : 3)}
            />
          ))}
          {geometry.passingTicks.map((tick) => (
            <line
              key={`yt${tick.passing}`}
              x1={plot.left - 5}
              x2={plot.left}
              y1={tick.y}
              y2={tick.y}
            />
          ))}
        </g>
        <g className="psd-chart__labels">
          {geometry.sizeTicks
            .filter((tick) => tick.major)
            .map((tick) => (
              <text key={`xl${tick.size}`} x={tick.x} y={plot.bottom + 20} textAnchor="middle">
                {decadeLabel(tick.size, locale)}
              </text>
            ))}
          {geometry.passingTicks.map((tick) => (
            <text key={`yl${tick.passing}`} x={plot.left - 8} y={tick.y + 4.5} textAnchor="end">
              {tick.passing}
            </text>
          ))}
          <text
            className="psd-chart__axis-title"
            x={(plot.left + plot.right) / 2}
            y={frame.height - 8}
            textAnchor="middle"
          >
            {t('axisSize')}
          </text>
          <text
            className="psd-chart__axis-title"
            transform={`translate(14 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            {t('axisPassing')}
          </text>
        </g>
        {geometry.series.map((curve, i) => (
          <g key={i} className={`psd-chart__series psd-chart__series--${i + 1}`}>
            {curve.d50 ? (
              <line
                className="psd-chart__d50-drop"
                x1={curve.d50.x}
                x2={curve.d50.x}
                y1={curve.d50.y}
                y2={plot.bottom}
              />
            ) : null}
            <path className="psd-chart__line" d={curve.path} fill="none" />
            <g className="psd-chart__markers">
              {curve.points.map((point) => (
                <Marker key={point.size} series={i} x={point.x} y={point.y} />
              ))}
            </g>
            {curve.d50 ? (
              <circle className="psd-chart__d50" cx={curve.d50.x} cy={curve.d50.y} r={6.5} />
            ) : null}
            {single && curve.d50 ? (
              // Below and right of the crossing lies no curve (it rises to the right); near the
              // right edge the label goes above and left, where there is none either.
              curve.d50.x < plot.right - 100 ? (
                <text className="psd-chart__d50-label" x={curve.d50.x + 9} y={curve.d50.y + 19}>
                  {t('d50Mark', { value: d50Text(curve.d50.size) })}
                </text>
              ) : (
                <text
                  className="psd-chart__d50-label"
                  x={curve.d50.x - 9}
                  y={curve.d50.y - 9}
                  textAnchor="end"
                >
                  {t('d50Mark', { value: d50Text(curve.d50.size) })}
                </text>
              )
            ) : null}
          </g>
        ))}
      </svg>
      {single ? null : (
        <ul className="psd-legend" aria-label={t('legend')}>
          {geometry.series.map((curve, i) => (
            <li key={i}>
              <Swatch series={i} />
              <span>
                {curve.d50
                  ? t('legendEntry', { grade: series[i]!.name, d50: d50Text(curve.d50.size) })
                  : series[i]!.name}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-summary`} className="psd-chart__summary">
        {summaries.join(' ')}
      </p>
      {missingNote}
      <details className="psd-chart__data">
        <summary>{t('dataToggle')}</summary>
        <div className="grade-table__scroll">
          <table className="grade-table grade-table--numbers">
            <caption>
              {t('dataCaption', { grades: names.format(series.map((s) => s.name)) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('dataSize')}</th>
                {series.map((s, i) => (
                  <th key={i} scope="col">
                    {single ? t('dataPassing') : t('dataPassingOf', { grade: s.name })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sizes.map((size) => (
                <tr key={size}>
                  <th scope="row">{micrometres(size, 2)}</th>
                  {series.map((s, i) => {
                    const point = s.points.find((p) => p.size === size)
                    return (
                      <td key={i}>
                        {point ? (
                          formatGradeNumber(point.passing, 1, locale)
                        ) : (
                          <>
                            <span aria-hidden="true">–</span>
                            <span className="visually-hidden">{t('notMeasured')}</span>
                          </>
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
