// Quick consistency check for hand-written show files (no dependencies): node data/catalogue/tools/check-shows.mjs
// The server's loader validates the same files again with the contract's zod schemas at start.
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tax = JSON.parse(readFileSync(join(root, 'taxonomy.json'), 'utf8'));
const names = (list) => new Set(list.map((x) => x.name));
const genres = names(tax.genres), tones = names(tax.tones), providers = names(tax.providers), networks = names(tax.networks);
const jobs = new Set(['Director', 'Writer', 'Creator', 'Producer']);
const workTypes = new Set(['Webtoon', 'Novel', 'Web novel', 'Manga', 'Film', 'TV series', 'Other']);
const hangul = /[\uac00-\ud7a3]/;
const errors = [];
const people = new Map();
const shows = new Map();
const keywordUse = new Map();
for (const file of readdirSync(join(root, 'shows')).filter((f) => f.endsWith('.json')).sort()) {
  const err = (field, msg) => errors.push(`${file}: ${field}: ${msg}`);
  let s;
  try { s = JSON.parse(readFileSync(join(root, 'shows', file), 'utf8')); } catch (e) { err('(file)', e.message); continue; }
  if (!Number.isInteger(s.id) || s.id < 9000001 || s.id > 9099999) err('id', 'integer in 9000001–9099999');
  if (!file.startsWith(`${s.id}-`)) err('id', 'file name must start with the id');
  if (shows.has(s.id)) err('id', `duplicate of ${shows.get(s.id).file}`);
  shows.set(s.id, { file, s });
  if (!s.name) err('name', 'required');
  if (!hangul.test(s.original_name ?? '')) err('original_name', 'Hangul title required');
  if (!Array.isArray(s.alternative_names)) err('alternative_names', 'array');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s.first_air_date ?? '') || Number.isNaN(Date.parse(s.first_air_date))) err('first_air_date', 'YYYY-MM-DD');
  if (!(Number.isInteger(s.number_of_episodes) && s.number_of_episodes > 0)) err('number_of_episodes', 'positive integer');
  if (!(Number.isInteger(s.season_number) && s.season_number > 0)) err('season_number', 'positive integer');
  if (!s.overview || s.overview.length < 40) err('overview', 'a real sentence or more');
  if (s.homepage !== null && !/^https:\/\//.test(s.homepage ?? '')) err('homepage', 'https URL or null');
  for (const n of s.networks ?? []) if (!networks.has(n)) err('networks', `unknown network ${n}`);
  if (!s.networks?.length) err('networks', 'at least one');
  if (!(s.genres?.length >= 1 && s.genres.length <= 3)) err('genres', '1–3');
  for (const g of s.genres ?? []) if (!genres.has(g)) err('genres', `unknown genre ${g}`);
  if (!(s.tones?.length >= 1 && s.tones.length <= 3)) err('tones', '1–3');
  for (const t of s.tones ?? []) if (!tones.has(t)) err('tones', `unknown tone ${t}`);
  if (!(s.keywords?.length >= 3)) err('keywords', 'at least 3');
  for (const k of s.keywords ?? []) { if (k !== k.toLowerCase() || !k.trim()) err('keywords', `lower-case: ${k}`); keywordUse.set(k, (keywordUse.get(k) ?? 0) + 1); }
  if (!(s.cast?.length >= 4)) err('cast', 'at least 4');
  const person = (p, field) => {
    if (!p?.name || !hangul.test(p.original_name ?? '')) return err(field, `name and Hangul original_name required (${p?.name})`);
    const key = p.disambiguation ? `${p.name} (${p.disambiguation})` : p.name;
    const seen = people.get(key);
    if (seen && seen.original_name !== p.original_name) err(field, `${key} is ${seen.original_name} in ${seen.file}, ${p.original_name} here`);
    else if (!seen) people.set(key, { original_name: p.original_name, file });
  };
  (s.cast ?? []).forEach((c, i) => { person(c, `cast[${i}]`); if (!c.role) err(`cast[${i}].role`, 'required'); });
  (s.crew ?? []).forEach((c, i) => { person(c, `crew[${i}]`); if (!jobs.has(c.job)) err(`crew[${i}].job`, `one of ${[...jobs]}`); });
  if (!s.crew?.some((c) => c.job === 'Director')) err('crew', 'a Director');
  if (!s.crew?.some((c) => c.job === 'Writer')) err('crew', 'a Writer');
  for (const p of s.providers ?? []) if (!providers.has(p)) err('providers', `unknown provider ${p}`);
  if (s.original_work !== null) {
    const w = s.original_work;
    if (!w?.title || !workTypes.has(w.type)) err('original_work', 'title and a known type');
    else person(w.author, 'original_work.author');
  }
  if (!Array.isArray(s.related_seasons)) err('related_seasons', 'array');
}
for (const { file, s } of shows.values())
  for (const r of s.related_seasons ?? []) {
    const other = shows.get(r.show);
    if (!other) errors.push(`${file}: related_seasons: no show ${r.show}`);
    else if (other.s.season_number !== r.season) errors.push(`${file}: related_seasons: ${r.show} is season ${other.s.season_number}, not ${r.season}`);
  }
const byHangul = new Map();
for (const [key, p] of people) byHangul.set(p.original_name, [...(byHangul.get(p.original_name) ?? []), key]);
const spellings = [...byHangul].filter(([, keys]) => new Set(keys.map((k) => k.replace(/ \(.*\)$/, ''))).size > 1);
if (spellings.length) console.log(`note: one Hangul name, several English spellings (check they are different people): ${spellings.map(([h, k]) => `${h}=${k.join('/')}`).join('; ')}`);
const future = [...shows.values()].filter(({ s }) => s.first_air_date > new Date().toISOString().slice(0, 10)).length;
console.log(`${shows.size} shows, ${people.size} people, ${keywordUse.size} keywords (${[...keywordUse.values()].filter((n) => n === 1).length} used once), ${future} announced for a future date`);
if (errors.length) { console.log(errors.join('\n')); process.exit(1); }
console.log('ok');
