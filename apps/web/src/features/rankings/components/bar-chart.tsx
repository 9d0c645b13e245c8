import { BarElement, CategoryScale, Chart, type ChartOptions, LinearScale, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { useColorScheme } from '../../../lib/color-theme.ts';

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

/** One bar: what it stands for and its number. */
export interface ChartItem {
  label: string;
  value: number;
}

interface BarChartProps {
  items: readonly ChartItem[];
  format: (value: number) => string;
  description: string;
}

/** Colours come from the design tokens, so the chart follows light and dark themes. */
function tokens() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    bar: read('--color-brand', '#d02b2e'),
    barSoft: read('--color-accent', '#5b5bd6'),
    text: read('--color-text-muted', '#5f6673'),
    grid: read('--color-border', '#e3e5ea'),
    font: read('--font-sans', 'sans-serif'),
  };
}

const shorten = (label: string, max = 12) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

export default function BarChart({ items, format, description }: BarChartProps) {
  const scheme = useColorScheme();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scheme is the trigger to re-read the tokens
  const colors = useMemo(tokens, [scheme]);
  const reducedMotion = useMemo(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false, []);
  const data = {
    labels: items.map((item) => item.label),
    datasets: [
      {
        data: items.map((item) => item.value),
        backgroundColor: items.map((_, index) => (index === 0 ? colors.bar : `${colors.barSoft}`)),
        borderRadius: 6,
        maxBarThickness: 18,
      },
    ],
  };
  const options: ChartOptions<'bar'> = {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : { duration: 400 },
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (context) => format(Number(context.parsed.x)) } },
    },
    scales: {
      x: {
        beginAtZero: true,
        grid: { color: colors.grid },
        border: { display: false },
        ticks: {
          color: colors.text,
          maxTicksLimit: 4,
          font: { family: colors.font, size: 11 },
          callback: (v) => format(Number(v)),
        },
      },
      y: {
        grid: { display: false },
        border: { display: false },
        ticks: {
          color: colors.text,
          font: { family: colors.font, size: 12 },
          callback(value) {
            return shorten(this.getLabelForValue(Number(value)));
          },
        },
      },
    },
  };
  return <Bar data={data} options={options} role="img" aria-label={description} />;
}
