/**
 * Data: the tech companies scammers impersonate (Apple, Microsoft, Google, Meta, streaming,
 * security software, file sharing and signing), each with the name pattern the text rules look
 * for and the domains it really uses. Part of the organisations of brands-organisations.ts, in
 * their original place in its order.
 */
import type { Brand } from './brand-types';

export const TECH: readonly Brand[] = [
  {
    name: 'Apple',
    kind: 'tech',
    pattern: 'Apple(?: ID| Support)?|APPLE|iCloud|iTunes',
    token: 'apple',
    official: ['apple.com', 'icloud.com', 'apple.co'],
    cased: true,
  },
  {
    name: 'Microsoft',
    kind: 'tech',
    pattern: 'microsoft|windows support|outlook|office ?365',
    token: 'microsoft',
    // The addresses of its file sharing too: a SharePoint or OneDrive link in a mail that names
    // Microsoft is on Microsoft's own site.
    official: [
      'live.com',
      'outlook.com',
      'office.com',
      'aka.ms',
      'microsoftonline.com',
      'sharepoint.com',
      'sharepointonline.com',
      'onedrive.com',
      '1drv.ms',
    ],
  },
  {
    name: 'Google',
    kind: 'tech',
    pattern: 'google|gmail',
    token: 'google',
    official: ['gmail.com', 'youtube.com', 'g.co'],
  },
  {
    name: 'Netflix',
    kind: 'tech',
    pattern: 'netflix',
    token: 'netflix',
    official: ['netflix.com'],
  },
  {
    name: 'Facebook',
    kind: 'tech',
    pattern: 'Facebook|FACEBOOK|Meta|Instagram',
    token: 'facebook',
    official: ['fb.com', 'meta.com', 'instagram.com'],
    cased: true,
  },
  {
    name: 'WhatsApp',
    kind: 'tech',
    pattern: 'whats ?app',
    token: 'whatsapp',
    official: ['wa.me', 'whatsapp.net'],
  },
  { name: 'Norton', kind: 'tech', pattern: 'norton', token: 'norton', official: ['norton.com'] },
  { name: 'McAfee', kind: 'tech', pattern: 'mcafee', token: 'mcafee', official: ['mcafee.com'] },
  {
    name: 'Microsoft',
    kind: 'tech',
    pattern: 'one ?drive|hotmail',
    token: 'onedrive',
    official: ['live.com', 'onedrive.com', '1drv.ms', 'sharepoint.com'],
  },
  // Office 365's name in front of another domain ("office365-almacenamiento.web-login.es"): the
  // mailbox-quota lure. Not "outlook", a common word in sites' names (outlookindia.com).
  {
    name: 'Microsoft',
    kind: 'tech',
    pattern: 'office ?365',
    token: 'office365',
    official: ['office.com', 'office365.com', 'microsoft.com', 'microsoftonline.com', 'live.com'],
  },
  // SharePoint's name in front of another domain ("sharepoint-dokumente.cloud-view.net") is the
  // shared-document lure; a company's own SharePoint is "<company>.sharepoint.com".
  {
    name: 'Microsoft',
    kind: 'tech',
    pattern: 'share ?point',
    token: 'sharepoint',
    official: ['sharepoint.com', 'live.com', 'office.com', 'microsoft.com', 'microsoftonline.com'],
  },
  // Acrobat Sign's agreements are sent from and opened on adobesign.com (formerly echosign.com).
  {
    name: 'Adobe',
    kind: 'tech',
    pattern: 'adobe',
    token: 'adobe',
    official: ['adobesign.com', 'echosign.com', 'acrobat.com', 'adobe.ly'],
  },
  { name: 'Dropbox', kind: 'tech', pattern: 'dropbox', token: 'dropbox', official: ['db.tt'] },
  {
    name: 'DocuSign',
    kind: 'tech',
    pattern: 'docu ?sign',
    token: 'docusign',
    official: ['docusign.net'],
  },
  {
    name: 'WeTransfer',
    kind: 'tech',
    pattern: 'we ?transfer',
    token: 'wetransfer',
    official: ['we.tl'],
  },
  { name: 'Yahoo', kind: 'tech', pattern: 'yahoo', token: 'yahoo', official: ['yahoo.com'] },
  {
    name: 'LinkedIn',
    kind: 'tech',
    pattern: 'linked ?in',
    token: 'linkedin',
    official: ['lnkd.in'],
  },
];
