// Profiles: /user/{userId}, with the owner's edit form.
export { userPostsQueryOptions } from './api/get-user-posts.ts';
export { userProfileQueryOptions } from './api/get-user-profile.ts';
export { ProfilePage } from './components/profile-page.tsx';
