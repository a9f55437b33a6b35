import { AspectRatio, Modal } from '@mantine/core';
import { UserText } from '../../../components/user-text';

interface RecordingModalProps {
  title: string;
  /** A player address from embedSrcOf (YouTube or Vimeo only). */
  src: string;
  onClose: () => void;
}

/** A YouTube or Vimeo recording played on the page. */
export function RecordingModal({ title, src, onClose }: RecordingModalProps) {
  return (
    <Modal opened onClose={onClose} title={<UserText>{title}</UserText>} size="xl" centered>
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={src}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          // YouTube refuses to play in a frame that sends no referrer.
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
        />
      </AspectRatio>
    </Modal>
  );
}
