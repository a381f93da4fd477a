import { namespace } from '../../namespace';
/** The About screen (its text itself is content, written by the operators). */
export const about = {
  title: 'About K-lama',
  description: 'K-lama is a catalogue of Korean dramas made by fans, for fans.',
  codeExample: 'Code example',
};

export const aboutNamespace = namespace('about', about);
