/**
 * What a push or a mail says about new episodes and tests, in the fan's language (app_user.mail_language, the
 * interface language saved with the account; English when none was). The in-app centre's copy is the web's.
 */
import type { MailLanguage } from '@klama/contract';

export interface EpisodeLine {
  show: string;
  season: number;
  episode: number;
  /** YYYY-MM-DD */
  airDate: string;
}

export const NOTICE_COPY = {
  en: {
    newEpisodeTitle: (show: string) => `New episode of ${show}`,
    episodeLine: (e: EpisodeLine) => `${e.show}: season ${e.season}, episode ${e.episode} airs ${e.airDate}`,
    testTitle: 'K-lama test notification',
    testBody: 'Notifications reach you here.',
  },
  ko: {
    newEpisodeTitle: (show: string) => `${show} 새 에피소드`,
    episodeLine: (e: EpisodeLine) => `${e.show}: 시즌 ${e.season} ${e.episode}화, ${e.airDate} 방영`,
    testTitle: 'K-lama 테스트 알림',
    testBody: '알림이 여기로 옵니다.',
  },
} as const satisfies Record<MailLanguage, unknown>;
