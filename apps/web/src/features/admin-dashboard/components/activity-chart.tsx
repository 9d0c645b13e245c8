import type { DashboardDay } from '@tubesphere/shared/contract/admin-dashboard';
import {
  CategoryScale,
  Chart,
  type ChartOptions,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import * as ko from '../../../i18n/ko/index.ts';
import { useColorScheme } from '../../../lib/color-theme.ts';

Chart.register(LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

const t = ko.moderationAdmin.dashboard;

/** The series' colours come from the design tokens, read again when the colour scheme changes. */
function tokens() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    signups: read('--color-accent'),
    posts: read('--color-brand'),
    comments: read('--color-success'),
    text: read('--color-text-muted'),
    grid: read('--color-border'),
    font: read('--font-sans'),
  };
}

/** Sign-ups, posts and comments per day; the same numbers are in the table beside it. */
export default function ActivityChart({ days, description }: { days: DashboardDay[]; description: string }) {
  const scheme = useColorScheme();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scheme is the trigger to re-read the tokens
  const colors = useMemo(tokens, [scheme]);
  const reducedMotion = useMemo(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false, []);
  const series = (['signups', 'posts', 'comments'] as const).map((key) => ({
    label: t.series[key],
    data: days.map((day) => day[key]),
    borderColor: colors[key],
    backgroundColor: colors[key],
    tension: 0.25,
    pointRadius: 2,
    pointHoverRadius: 5,
    borderWidth: 2,
  }));
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : { duration: 300 },
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: {
        position: 'bottom',
        labels: { color: colors.text, boxWidth: 12, font: { family: colors.font, size: 12 } },
      },
    },
    scales: {
      x: {
        grid: { display: false },
        border: { display: false },
        ticks: { color: colors.text, maxTicksLimit: 6, maxRotation: 0, font: { family: colors.font, size: 11 } },
      },
      y: {
        beginAtZero: true,
        grid: { color: colors.grid },
        border: { display: false },
        ticks: { color: colors.text, precision: 0, maxTicksLimit: 5, font: { family: colors.font, size: 11 } },
      },
    },
  };
  const labels = days.map((day) => `${Number(day.day.slice(5, 7))}/${Number(day.day.slice(8, 10))}`);
  return <Line data={{ labels, datasets: series }} options={options} role="img" aria-label={description} />;
}
