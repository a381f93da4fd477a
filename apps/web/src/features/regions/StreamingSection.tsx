/**
 * The details page's "Streaming on" section (spec §2) by region (ARCHITECTURE 7.2): the region picker, what
 * streams in the visitor's region (the spec's US text when nothing does), what rents or sells it, the other
 * regions on demand, and JustWatch's attribution (where the data comes from, through TMDB).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { DEFAULT_REGION, STREAMING_OFFER_TYPES, type RegionalProvider } from '@klama/contract';
import { useRegionalProviders } from '../../api/regions';
import { Avatar } from '../../components/Avatar';
import { ExternalIcon } from '../../components/icons/ExternalIcon';
import { providerPath } from '../../lib/routes';
import { useRegion } from '../../stores/region';
import { useRegionNames } from '../../lib/region-names';
import { RegionPicker } from '../../components/RegionPicker';
import { useChooseRegion } from '../../components/use-choose-region';
import { serviceLink } from './service-links';
import { watchNamespace } from '../../i18n/messages/en/watch';

const isStreaming = (p: RegionalProvider) => STREAMING_OFFER_TYPES.includes(p.type);

/** `title`: the show's name, for the services' own search (service-links.ts). */
export function StreamingSection({ showId, title }: { showId: number; title: string }) {
  const { t } = useTranslation(watchNamespace);
  const region = useRegion();
  const providers = useRegionalProviders(showId, region);
  const { nameOf, sorted } = useRegionNames();
  const choose = useChooseRegion();
  const [othersOpen, setOthersOpen] = useState(false);
  const data = providers.data;
  const streaming = data?.results.filter(isStreaming) ?? [];
  const purchase = data?.results.filter((p) => !isStreaming(p)) ?? [];
  const otherCodes = data?.availableRegions.filter((r) => r !== region) ?? [];
  // named (and sorted) only once shown: until then a rendered page needs no region names but the server's
  const others = othersOpen ? sorted(otherCodes) : [];
  const link = data?.results.find((p) => p.link)?.link;
  const regionName = nameOf(region);

  return (
    <section className="details-section streaming" aria-labelledby="streaming-heading">
      <div className="streaming__head">
        <h2 id="streaming-heading" className="section-title">
          {t('streamingOn')}
        </h2>
        <RegionPicker available={data?.availableRegions} />
      </div>
      {providers.isPending && <p className="message">{t('loading')}</p>}
      {providers.isError && <p className="message">{t('failed')}</p>}
      {data &&
        (streaming.length === 0 ? (
          <p className="message">{region === DEFAULT_REGION ? t('usComingSoon') : t('noStreaming', { region: regionName })}</p>
        ) : (
          <ProviderList providers={streaming} title={title} />
        ))}
      {purchase.length > 0 && (
        <>
          <h3 className="streaming__subtitle">{t('rentOrBuy')}</h3>
          <ProviderList providers={purchase} title={title} />
        </>
      )}
      {link && (
        <p className="streaming__link">
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t('allOffers', { region: regionName })} <ExternalIcon width={14} height={14} />
          </a>
        </p>
      )}
      {otherCodes.length > 0 && (
        <div className="streaming__others">
          <button
            type="button"
            className="streaming__toggle"
            aria-expanded={othersOpen}
            aria-controls="streaming-other-regions"
            onClick={() => setOthersOpen((open) => !open)}
          >
            {othersOpen ? t('hideOtherRegions') : t('otherRegions', { count: otherCodes.length })}
          </button>
          {othersOpen && (
            <ul id="streaming-other-regions" className="streaming__regions">
              {others.map((r) => (
                <li key={r.code}>
                  <button type="button" onClick={() => choose(r.code)} aria-label={t('watchIn', { region: r.name })}>
                    {r.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className="streaming__attribution">
        {t('attribution')}{' '}
        <a href="https://www.justwatch.com/" target="_blank" rel="noopener noreferrer">
          {t('attributionName')}
        </a>
      </p>
    </section>
  );
}

function ProviderList({ providers, title }: { providers: RegionalProvider[]; title: string }) {
  const { t } = useTranslation(watchNamespace);
  return (
    <ul className="provider-list">
      {providers.map((p) => {
        const outside = serviceLink(p.id, title);
        return (
          <li key={`${p.id}:${p.type}`} className="provider-entry">
            <Link className="provider" to={providerPath(p.name, p.id)}>
              {/* the name beside it stands for a logo that is missing or fails to load */}
              <Avatar path={p.logo_path} name={p.name} size={36} square fallback={null} />
              <span>{p.name}</span>
              {p.type !== 'flatrate' && <span className="provider__offer">{t(`offer.${p.type}`)}</span>}
            </Link>
            {outside && (
              <a
                className="provider__watch"
                href={outside}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('watchOnLabel', { title, service: p.name })}
              >
                {t('watchOn', { service: p.name })} <ExternalIcon width={12} height={12} />
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
