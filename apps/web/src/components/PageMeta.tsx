import { faqJsonLd, type Faq } from '../lib/faq';
import { jsonLdScript } from '../lib/json-ld';
import { SITE_NAME, siteBase } from '../lib/site';

type Props = {
  title: string;
  description: string;
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
  const url = `${siteBase()}${path}`;
  const imageUrl = image && (image.startsWith('http') ? image : `${siteBase()}${image}`);
  const scripts = [faqJsonLd(faqs), ...jsonLd.map(jsonLdScript)].filter((s): s is string => s !== null);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={SITE_NAME} />
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
