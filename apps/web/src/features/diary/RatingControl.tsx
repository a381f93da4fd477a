/**
 * The rating: a slider from "no rating" to 10 in half points (arrow keys, Home and End move it). A value is saved
 * once the slider has rested for a moment, as a click saves it, and at once on Enter, on letting go of the pointer,
 * on leaving the slider, when the panel goes away and when the page is left or reloaded: a rating shown is never lost.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useDiaryLabels } from '../../lib/diary-labels';
import { diaryNamespace } from '../../i18n/messages/en/diary';
import { Slider } from '../../components/FormControls';
import { PendingNote } from './PendingNote';

/** How long the slider rests before its value is saved (arrow keys pressed in a row make one save). */
export const RATING_SAVE_DELAY_MS = 600;

type RatingProps = {
  rating: number | null;
  onChange: (rating: number | null) => void;
  /** Sends a value as the page goes away (it must start its request at once: see api/save-on-leave). */
  onLeave: (rating: number | null) => void;
  /** a rating kept on the device, not yet sent ("Waiting to sync") */
  pending?: boolean;
};

export function RatingControl({ rating, onChange, onLeave, pending = false }: RatingProps) {
  const [draft, setDraft] = useState<number | null>(null);
  // the value moved to and not yet sent (undefined: nothing waiting)
  const waiting = useRef<number | null | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ rating, onChange, onLeave });
  useEffect(() => {
    latest.current = { rating, onChange, onLeave };
  });
  const flush = useCallback((leaving = false) => {
    clearTimeout(timer.current);
    const value = waiting.current;
    if (value === undefined) return;
    waiting.current = undefined;
    if (value !== latest.current.rating) (leaving ? latest.current.onLeave : latest.current.onChange)(value);
  }, []);
  useEffect(() => {
    const leave = () => flush(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      flush();
    };
  }, [flush]);
  // the draft gives way to the entry once the entry changes (the save's preview, or its undoing)
  const [seen, setSeen] = useState(rating);
  if (seen !== rating) {
    setSeen(rating);
    if (waiting.current === undefined) setDraft(null);
  }
  const move = (value: number) => {
    setDraft(value);
    waiting.current = value === 0 ? null : value;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => flush(), RATING_SAVE_DELAY_MS);
  };
  const shown = draft ?? rating ?? 0;
  const { t } = useTranslation(diaryNamespace);
  const labels = useDiaryLabels();
  return (
    <div className="diary-field rating">
      <label htmlFor="diary-rating">{t('panel.yourRating')}</label>
      <Slider
        id="diary-rating"
        min={0}
        max={10}
        step={0.5}
        value={shown}
        aria-valuetext={labels.rating(shown === 0 ? null : shown)}
        aria-describedby={pending ? 'diary-rating-pending' : undefined}
        onChange={(e) => move(Number(e.target.value))}
        onKeyUp={(e) => e.key === 'Enter' && flush()}
        onPointerUp={() => flush()}
        onBlur={() => flush()}
      />
      <output htmlFor="diary-rating">{labels.rating(shown === 0 ? null : shown)}</output>
      {pending && <PendingNote id="diary-rating-pending" />}
    </div>
  );
}
