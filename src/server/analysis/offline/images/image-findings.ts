/**
 * What a screenshot's own file says about it. A screenshot straight from a phone or computer names
 * no image editor; one last saved by Photoshop or the like may have had its words or figures
 * changed, which matters when the image is offered as proof ("look what the bank sent me").
 */
import type { RedFlag } from '../../../../shared';
import type { Acquired } from '../../types';

export function imageFlags(acquired: Acquired): RedFlag[] {
  const editor = acquired.image?.editedWith;
  if (!editor) return [];
  return [
    {
      indicator: 'Image edited after capture',
      type: 'edited_image',
      severity: 'low',
      explanation: `The image's metadata says it was last saved with ${editor}. Screenshots taken on a phone or computer do not name an image editor, so this picture may have been changed after it was captured. Compare it with the original message or page before relying on it.`,
      textExample: editor,
    },
  ];
}
