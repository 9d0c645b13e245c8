import {
  CategoryScale,
  Chart,
  type ChartOptions,
  Filler,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import { useColorScheme } from '../../../lib/use-color-scheme.ts';

Chart.register(LineElement, PointElement, CategoryScale, LinearScale, Filler, Tooltip);

interface LineChartProps {
  labels: readonly string[];
  values: readonly number[];
  format: (value: number) => string;
  description: string;
}

function tokens() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    line: read('--color-brand', '#d02b2e'),
    fill: read('--color-brand-soft', '#fff1f0'),
    text: read('--color-text-muted', '#5f6673'),
    grid: read('--color-border', '#e3e5ea'),
    font: read('--font-sans', 'sans-serif'),
  };
}

/** One series over time; the same numbers are in the dialog's text summary for screen readers. */
export default function LineChart({ labels, values, format, description }: LineChartProps) {
  const scheme = useColorScheme();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scheme is the trigger to re-read the tokens
  const colors = useMemo(tokens, [scheme]);
  const reducedMotion = useMemo(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false, []);
  const data = {
    labels: [...labels],
    datasets: [
      {
        data: [...values],
        borderColor: colors.line,
        backgroundColor: colors.fill,
        fill: true,
        tension: 0.25,
        pointRadius: values.length > 40 ? 0 : 3,
        pointHoverRadius: 5,
        borderWidth: 2,
      },
    ],
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : { duration: 300 },
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (context) => format(Number(context.parsed.y)) } },
    },
    scales: {
      x: {
        grid: { display: false },
        border: { display: false },
        ticks: { color: colors.text, maxTicksLimit: 5, maxRotation: 0, font: { family: colors.font, size: 11 } },
      },
      y: {
        grid: { color: colors.grid },
        border: { display: false },
        ticks: {
          color: colors.text,
          maxTicksLimit: 5,
          font: { family: colors.font, size: 11 },
          callback: (value) => format(Number(value)),
        },
      },
    },
  };
  return <Line data={data} options={options} role="img" aria-label={description} />;
}
