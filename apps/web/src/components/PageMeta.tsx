import { faqJsonLd, type Faq } from '../lib/faq';
import { jsonLdScript } from '../lib/json-ld';
import { pageUrl, SITE_NAME, siteBase } from '../lib/site';
import { useLanguage } from '../stores/general';

type Props = {
  title: string;
  description: string;
  /** the page's address in English (`/details/1`); a Korean page's is made from it (`/ko/details/1`, decision 0053) */
  path: string;
  /** The share image (absolute, or a path on this site), and its size when known. */
  image?: string;
  imageSize?: { width: number; height: number };
  faqs?: Faq[];
  /** More schema.org objects for the page (a show's TVSeries). */
  jsonLd?: object[];
  type?: 'website' | 'video.tv_show' | 'profile';
};

/** Per-route head tags; React 19 hoists <title>, <meta> and <link> into <head> (the server puts them there too). */
export function PageMeta({ title, description, path, image, imageSize, faqs = [], jsonLd = [], type = 'website' }: Props) {
  const language = useLanguage();
  const english = pageUrl('en', path);
  const korean = pageUrl('kr', path);
  const url = language === 'kr' ? korean : english;
  const imageUrl = image && (image.startsWith('http') ? image : `${siteBase()}${image}`);
  // the page itself, in its language (the TVSeries' own inLanguage is the show's: Korean)
  const webPage = { '@context': 'https://schema.org', '@type': 'WebPage', url, name: title, inLanguage: language === 'kr' ? 'ko' : 'en' };
  const scripts = [jsonLdScript(webPage), faqJsonLd(faqs), ...jsonLd.map(jsonLdScript)].filter((s): s is string => s !== null);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <link rel="alternate" hrefLang="en" href={english} />
      <link rel="alternate" hrefLang="ko" href={korean} />
      <link rel="alternate" hrefLang="x-default" href={english} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content={language === 'kr' ? 'ko_KR' : 'en_US'} />
      <meta property="og:locale:alternate" content={language === 'kr' ? 'en_US' : 'ko_KR'} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && imageSize && <meta property="og:image:width" content={String(imageSize.width)} />}
      {imageUrl && imageSize && <meta property="og:image:height" content={String(imageSize.height)} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {scripts.map((json) => (
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  );
}
