import type { Messages } from '../en';
import type { Translation } from '../types';
import { about } from './about';
import { category } from './category';
import { collection } from './collection';
import { common } from './common';
import { details } from './details';
import { discover } from './discover';
import { home } from './home';
import { meta } from './meta';
import { auth } from './auth';
import { settings } from './settings';
import { profile } from './profile';
import { diary } from './diary';
import { transfer } from './transfer';
import { errors } from './errors';
import { calendar } from './calendar';
import { twoFactor } from './two-factor';
import { watch } from './watch';
import { lists } from './lists';
import { search } from './search';
import { terms } from './terms';
import { deletion } from './deletion';
import { stepUp } from './step-up';
import { reviews } from './reviews';
import { reports } from './reports';
import { comments } from './comments';
import { profiles } from './profiles';
import { notifications } from './notifications';
import { languageOffer } from './language-offer';
import { pwa } from './pwa';

/** Every Korean message: loaded only when Korean is chosen (a separate chunk), typed to match the English ones. */
export const ko: Translation<Messages> = {
  common,
  home,
  details,
  discover,
  category,
  collection,
  about,
  meta,
  auth,
  settings,
  profile,
  diary,
  transfer,
  errors,
  calendar,
  twoFactor,
  watch,
  lists,
  search,
  terms,
  deletion,
  stepUp,
  reviews,
  comments,
  profiles,
  notifications,
  languageOffer,
  pwa,
  reports,
};
