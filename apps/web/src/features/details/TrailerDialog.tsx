import { useTranslation } from '../../i18n/react';
import ReactPlayer from 'react-player';
import { Modal } from '../../components/Modal';
import { youTubeWatchUrl } from './trailer';
import { detailsNamespace } from '../../i18n/messages/en/details';

/** Loaded only when the play button is pressed: react-player stays out of the page's first download. */
export default function TrailerDialog({
  open,
  onOpenChange,
  trailerKey,
  title,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  trailerKey: string;
  title: string;
}) {
  const { t } = useTranslation(detailsNamespace);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('trailerTitle', { title })} className="modal--video">
      <div className="video-frame" data-testid="trailer-player">
        {open && <ReactPlayer src={youTubeWatchUrl(trailerKey)} width="100%" height="100%" controls playing />}
      </div>
    </Modal>
  );
}
