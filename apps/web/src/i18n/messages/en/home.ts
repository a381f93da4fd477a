import { namespace } from '../../namespace';
/** The home screen: hero slider and rows. */
export const home = {
  heading: 'K-lama: find your next favorite Korean drama',
  welcome: {
    title: 'Welcome to K-lama, {{username}}!',
    text: 'Keep a diary of the dramas you watch: open a show and set its status under “Your diary” on its page. Your diary gathers them, with your episodes, ratings and notes.',
    diary: 'Open my diary',
    dismiss: 'Dismiss',
  },
  hero: {
    loading: 'Loading highlights',
    error: 'An error occured loading slider :(',
    label: 'Highlights',
    carousel: 'carousel',
    slide: 'slide',
    slideOf: '{{index}} of {{total}}',
    choose: 'Choose slide',
    goTo: 'Go to slide {{index}}: {{title}}',
  },
  rows: {
    trending: 'Trending',
    trendingHelper: 'Trending this week · updated {{date}}',
    trendingError: 'Failed to load trending dramas',
    newest: 'Newly Released',
    newestError: 'Failed to load new releases',
    viewersChoice: "Viewer's Choice",
    viewersChoiceError: "Failed to load Viewer's Choice",
    genreFiction: 'Genre Fiction',
    genreFictionError: 'Failed to load Genre Fiction',
  },
};

export const homeNamespace = namespace('home', home);
