import { defineElement } from '../../internal/define.js';
import { SkListItem } from './list-item.js';
import { SkList } from './list.js';

export { SkList, SkListItem };

/*
 * The list first: items already in the page are upgraded when their tag is defined, and each
 * finds its list as it connects.
 */
defineElement('sk-list', SkList);
defineElement('sk-list-item', SkListItem);

declare global {
  interface HTMLElementTagNameMap {
    'sk-list': SkList;
    'sk-list-item': SkListItem;
  }
}
