import { namespace } from '../../namespace';
/** What search engines and link previews read: page titles, descriptions, FAQ and JSON-LD prose. */
export const meta = {
  list: {
    and: '{{items}} and {{last}}',
    separator: ', ',
  },
  country: 'South Korea',
  home: {
    title: 'K-lama | Find Your Next Favorite Korean Drama',
    description: 'Search Korean dramas by English or Korean title, browse what is trending and newly released, and find where to watch.',
    whereQuestion: 'Where can I watch Korean dramas online?',
    whereAnswer: 'K-lama lists the streaming services for every drama, such as Netflix, Rakuten Viki, Kocowa and Prime Video.',
    popularQuestion: 'What are the most popular Korean dramas right now?',
  },
  popularAnswer: 'Popular picks include {{names}}.',
  details: {
    title: '{{name}} | Where to Watch & Similar Dramas | K-lama',
    description: 'Where to watch {{name}} and dramas like it.',
    notFoundTitle: 'Show not found | K-lama',
    notFoundDescription: 'This drama could not be loaded.',
    whereQuestion: 'Where can I watch {{name}}?',
    whereAnswer: '{{name}} is streaming on {{providers}}.',
    whereUnknown: 'US streaming details for {{name}} are coming soon.',
    themesQuestion: 'What themes does {{name}} explore?',
    themesAnswer: '{{name}} explores {{themes}}.',
  },
  discover: {
    title: 'Discover the Best Korean Dramas | K-lama',
    description: 'Filter Korean dramas by genre, tone and keyword to find exactly the K-drama you are in the mood for.',
    findQuestion: 'How do I find a Korean drama I will like?',
    findAnswer: 'Pick a genre, a tone and a few keywords on Discover; K-lama shows every drama that matches all of them.',
    shareQuestion: 'Can I share my Discover filters?',
    shareAnswer: 'Yes. The filters and page are part of the address, so a shared link opens the same results.',
  },
  category: {
    title: {
      genre: 'Best {{name}} Korean Dramas | Top {{name}} K-Dramas to Watch | K-lama',
      year: 'Best Korean Dramas of {{name}} | Top {{name}} K-Dramas | K-lama',
      provider: 'Best Korean Dramas on {{name}} | Where to Watch K-Dramas | K-lama',
      keyword: 'Best {{name}} Korean Dramas | Must-Watch K-Dramas | K-lama',
      cast: '{{name}} Korean Dramas List | Best K-Dramas Starring {{name}} | K-lama',
      crew: 'Korean Dramas created by {{name}} | {{name}} K-Dramas List | K-lama',
    },
    whereQuestion: 'Where can I watch {{name}} Korean dramas?',
    whereAnswer: 'K-lama lists where to stream every drama, including these {{description}}.',
    bestQuestion: 'What are the best {{name}} K-Dramas?',
  },
  collection: {
    title: '{{name}} | Curated Korean Drama Collection | K-lama',
    description: '{{name}}: a curated collection of Korean dramas.',
    popularQuestion: 'Why are {{name}} K-Dramas popular?',
  },
};

export const metaNamespace = namespace('meta', meta);
