import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import type { EmblaCarouselType } from 'embla-carousel';
import { type HeroSlide } from '@klama/contract';
import { HERO_AUTOPLAY_MS } from '../../config/home';
import { useHeroes } from '../../api/catalogue';
import { useImageFailed } from '../../components/use-image-failed';
import { homeNamespace } from '../../i18n/messages/en/home';

/** Spec §2 Home: shimmer while loading, a message on failure, autoplay every 8 s that interaction does not stop. */
export function HeroSlider() {
  const { t } = useTranslation(homeNamespace);
  const heroes = useHeroes();
  if (heroes.isPending) return <div className="hero hero--shimmer" data-testid="hero-shimmer" aria-label={t('hero.loading')} />;
  if (heroes.isError) return <div className="hero hero--error">{t('hero.error')}</div>;
  return <Slides slides={[...heroes.data].sort((a, b) => a.order - b.order)} />;
}

/**
 * The slides are plain markup, painted with the first render (the first image is the page's largest paint). The
 * carousel library (about 10 kB) is not needed before the first slide has had its time on screen: it is fetched
 * a little before the first autoplay step, or at once when the visitor reaches for the carousel (pointer, focus,
 * a dot), and then takes over the same elements. So the home page's first load does not carry it.
 */
function Slides({ slides }: { slides: HeroSlide[] }) {
  const { t } = useTranslation(homeNamespace);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  const startCarousel = useCarousel(viewportRef, setEmbla);
  // the first slide's image is the page's largest paint: a preload in the server-rendered head starts it first
  if (slides[0]) preload(slides[0].img, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    // a dot clicked before the library came has already moved it
    onSelect();
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  return (
    <section
      className="hero"
      aria-roledescription={t('hero.carousel')}
      aria-label={t('hero.label')}
      onPointerEnter={() => startCarousel()}
      onPointerDown={() => startCarousel()}
      onFocus={() => startCarousel()}
    >
      <div className="hero__viewport" ref={viewportRef}>
        <div className="hero__container">
          {slides.map((slide, index) => (
            <div
              className="hero__slide"
              key={slide.order}
              role="group"
              aria-roledescription={t('hero.slide')}
              aria-label={t('hero.slideOf', { index: index + 1, total: slides.length })}
            >
              <HeroLink slide={slide} eager={index === 0} />
            </div>
          ))}
        </div>
      </div>
      <div className="hero__dots" role="tablist" aria-label={t('hero.choose')}>
        {slides.map((slide, index) => (
          <button
            key={slide.order}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-label={t('hero.goTo', { index: index + 1, title: slide.title })}
            className={`hero__dot${index === selected ? ' is-active' : ''}`}
            onClick={() => startCarousel(index)}
          />
        ))}
      </div>
    </section>
  );
}

/** What lets the library fetch early enough for its first step to fall on time. */
const FETCH_LEAD_MS = 3000;

/**
 * Loads and starts the carousel on the first call (or shortly before the first autoplay step), then moves to the
 * slide asked for, if any, and starts the autoplay timer over (a chosen slide gets its full time on screen). The first step comes HERO_AUTOPLAY_MS after the
 * slides appeared, whenever the library arrived; later steps every HERO_AUTOPLAY_MS, interaction or not.
 */
function useCarousel(viewportRef: RefObject<HTMLDivElement | null>, onReady: (carousel: EmblaCarouselType) => void) {
  const state = useRef<{ loading: boolean; carousel?: EmblaCarouselType; wanted?: number; firstStep?: number }>({ loading: false });
  const shownAt = useRef(0);

  const start = useCallback(
    (index?: number) => {
      const current = state.current;
      if (index !== undefined) current.wanted = index;
      if (current.carousel) {
        if (index !== undefined) jump(current, index);
        return;
      }
      if (current.loading) return;
      current.loading = true;
      void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
        ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
          if (!current.loading || !viewportRef.current) return;
          const carousel = EmblaCarousel(viewportRef.current, { loop: true }, [
            Autoplay({ delay: HERO_AUTOPLAY_MS, stopOnInteraction: false, playOnInit: false }),
          ]);
          current.carousel = carousel;
          // a drag ends by starting the autoplay timer over (the library does that): the planned first step goes
          carousel.on('pointerDown', () => window.clearTimeout(current.firstStep));
          onReady(carousel);
          if (current.wanted !== undefined) jump(current, current.wanted);
          else {
            // the first step on time: HERO_AUTOPLAY_MS after the slides appeared
            const left = Math.max(0, shownAt.current + HERO_AUTOPLAY_MS - Date.now());
            current.firstStep = window.setTimeout(() => {
              carousel.scrollNext();
              carousel.plugins().autoplay?.play();
            }, left);
          }
        },
      );
    },
    [viewportRef, onReady],
  );

  useEffect(() => {
    shownAt.current = Date.now();
    const current = state.current;
    const early = window.setTimeout(() => start(), HERO_AUTOPLAY_MS - FETCH_LEAD_MS);
    return () => {
      window.clearTimeout(early);
      window.clearTimeout(current.firstStep);
      current.loading = false;
      current.carousel?.destroy();
      current.carousel = undefined;
    };
  }, [start]);

  return start;
}

function jump(current: { carousel?: EmblaCarouselType; firstStep?: number }, index: number) {
  window.clearTimeout(current.firstStep);
  current.carousel?.scrollTo(index);
  current.carousel?.plugins().autoplay?.play();
}

function HeroLink({ slide, eager }: { slide: HeroSlide; eager: boolean }) {
  // a slide whose image fails keeps its dark backdrop and text, without the browser's broken-image icon
  const [failed, onError] = useImageFailed(slide.img);
  const content = (
    <>
      <img
        className="hero__img"
        hidden={failed}
        onError={onError}
        src={slide.img}
        alt=""
        width={1280}
        height={480}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
      <div className="hero__text">
        <span className={`tag tag--${slide.tag.color}`}>{slide.tag.label}</span>
        <h2 className="hero__title">{slide.title}</h2>
        {slide.tagline && <p className="hero__tagline">{slide.tagline}</p>}
      </div>
    </>
  );
  return /^https?:\/\//.test(slide.url) ? (
    <a className="hero__link" href={slide.url} rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <Link className="hero__link" to={slide.url}>
      {content}
    </Link>
  );
}
