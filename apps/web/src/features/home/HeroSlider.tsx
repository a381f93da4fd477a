import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import type { EmblaCarouselType } from 'embla-carousel';
import { type HeroSlide } from '@klama/contract';
import { HERO_AUTOPLAY_MS } from '../../config/home';
import { useHeroes } from '../../api/catalogue';
import { useImageFailed } from '../../components/use-image-failed';

/** Spec §2 Home: shimmer while loading, a message on failure, autoplay every 8 s that interaction does not stop. */
export function HeroSlider() {
  const { t } = useTranslation('home');
  const heroes = useHeroes();
  if (heroes.isPending) return <div className="hero hero--shimmer" data-testid="hero-shimmer" aria-label={t('hero.loading')} />;
  if (heroes.isError) return <div className="hero hero--error">{t('hero.error')}</div>;
  return <Slides slides={[...heroes.data].sort((a, b) => a.order - b.order)} />;
}

/**
 * The slides are plain markup, painted with the first render (the first image is the page's largest paint); the
 * carousel library (about 7 kB gzipped) is fetched afterwards and takes over the same elements.
 */
function Slides({ slides }: { slides: HeroSlide[] }) {
  const { t } = useTranslation('home');
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  // the first slide's image is the page's largest paint: a preload in the server-rendered head starts it first
  if (slides[0]) preload(slides[0].img, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled || !viewportRef.current) return;
        carousel = EmblaCarousel(viewportRef.current, { loop: true }, [Autoplay({ delay: HERO_AUTOPLAY_MS, stopOnInteraction: false })]);
        setEmbla(carousel);
      },
    );
    return () => {
      cancelled = true;
      carousel?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  // a chosen slide gets its full time on screen: the autoplay timer starts over
  const goTo = useCallback(
    (index: number) => {
      embla?.scrollTo(index);
      embla?.plugins().autoplay?.reset();
    },
    [embla],
  );

  return (
    <section className="hero" aria-roledescription={t('hero.carousel')} aria-label={t('hero.label')}>
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
            onClick={() => goTo(index)}
          />
        ))}
      </div>
    </section>
  );
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
