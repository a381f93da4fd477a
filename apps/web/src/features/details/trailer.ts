/** Picks the YouTube trailer key: the show's own trailer first, else the videos call's (trailers are listed first). */
export function pickTrailerKey(
  own: { key: string; site?: string }[] | undefined,
  videos: { key: string; site: string; type?: string }[] | undefined,
): string | null {
  const isYouTube = (v: { site?: string }) => !v.site || v.site.toLowerCase() === 'youtube';
  const fromShow = own?.find((t) => t.key && isYouTube(t));
  if (fromShow) return fromShow.key;
  const youtube = (videos ?? []).filter((v) => v.key && isYouTube(v));
  return (youtube.find((v) => v.type === 'Trailer') ?? youtube[0])?.key ?? null;
}

export const youTubeWatchUrl = (key: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(key)}`;
