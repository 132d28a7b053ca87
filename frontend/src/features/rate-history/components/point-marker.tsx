import { statusToneClass } from '@/lib/ui/status-badge';
import styles from './rate-history-chart.module.css';

type PointMarkerProps = {
  x: number;
  y: number;
  /** The status colour the API sends; null for the plain mark of the legend's 'This filing'. */
  colour: string | null;
  /** The page's own filing. */
  current: boolean;
};

/** A filing's mark: a circle in its status colour; the page's own filing a larger diamond with a heavy outline. */
export function PointMarker({ x, y, colour, current }: PointMarkerProps) {
  const fill = colour === null ? styles.plainMarker : statusToneClass(colour);
  if (current) {
    return (
      <path
        d="M0,-10 L10,0 L0,10 L-10,0 Z"
        transform={`translate(${x},${y})`}
        className={`${fill} ${styles.marker} ${styles.currentMarker}`}
      />
    );
  }
  return <circle cx={x} cy={y} r={6} className={`${fill} ${styles.marker}`} />;
}
