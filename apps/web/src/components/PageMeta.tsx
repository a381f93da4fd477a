import { faqJsonLd, type Faq } from '../lib/faq';
import { SITE_NAME, siteBase } from '../lib/site';

type Props = { title: string; description: string; path: string; image?: string; faqs?: Faq[] };

/** Per-route head tags; React 19 hoists <title>, <meta> and <link> into <head>. */
export function PageMeta({ title, description, path, image, faqs = [] }: Props) {
  const url = `${siteBase()}${path}`;
  const jsonLd = faqJsonLd(faqs);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      {image && <meta property="og:image" content={image.startsWith('http') ? image : `${siteBase()}${image}`} />}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
    </>
  );
}
