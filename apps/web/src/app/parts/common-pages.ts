/** Part "common pages": help, law and policy, service and platform pages, one chunk. */
export { default as HelpScreen } from '@/features/content/help-screen';
export { default as LawScreen } from '@/features/content/law-screen';
export { default as ServiceScreen } from '@/features/service/service-screen';
export { default as ServicesScreen } from '@/features/service/services-screen';
export { default as PlatformScreen } from '@/features/service/platform-screen';
