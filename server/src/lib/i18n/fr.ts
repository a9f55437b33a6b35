import type { Messages } from './types.js';

/** French, as a school writes it. Keys and placeholders as en.ts. */
export const fr: Messages = {
  notices: {
    newAnnouncement: { title: 'Annonce en {{subject}}', message: '{{title}}' },
    welcome: {
      title: 'Bienvenue sur Sabora',
      message: 'Votre compte est prêt. Découvrez vos matières depuis le menu.',
    },
    termTimetable: {
      title: 'Nouvel emploi du temps du trimestre',
      message: 'Vos enseignants ont publié les cours et les échéances de ce trimestre.',
    },
    enrolledInSubject: {
      title: 'Inscription en {{subject}}',
      message: 'Votre inscription en {{subject}} ({{code}}) est confirmée.',
    },
    newHomework: {
      title: 'Nouveau devoir : {{title}}',
      message: 'Un nouveau devoir a été publié en {{subject}}.',
    },
    newExam: { title: 'Nouvel examen : {{title}}', message: 'Un nouvel examen a été publié en {{subject}}.' },
    newQuiz: { title: 'Nouveau quiz : {{title}}', message: 'Un nouveau quiz a été publié en {{subject}}.' },
    quizSubmittedForYou: {
      title: 'Quiz rendu : {{title}}',
      message:
        'Le temps est écoulé : {{title}} a été rendu pour vous avec les réponses enregistrées. Score : {{score}} %.',
    },
    gradePosted: {
      title: 'Note publiée : {{title}}',
      message: 'Votre travail « {{title}} » ({{kind}}) a été noté : {{grade}}/100.',
    },
    childGradePosted: {
      title: 'Note publiée pour {{child}} : {{title}}',
      message: 'Le travail « {{title}} » ({{kind}}) de {{childFullName}} a été noté : {{grade}}/100.',
    },
    workDueSoon: {
      title: 'À rendre bientôt : {{title}}',
      message: 'Votre {{kind}} « {{title}} » ({{subject}}) est à rendre {{due}} et n’est pas encore rendu.',
    },
    workMissing: {
      title: 'Non rendu : {{title}}',
      message: 'Votre {{kind}} « {{title}} » ({{subject}}) était à rendre {{due}} et n’a pas été rendu.',
    },
    childMissingWork: {
      title: 'Travail non rendu : {{title}}',
      message:
        '{{childFullName}} n’a pas rendu le travail « {{title}} » ({{kind}}, {{subject}}), à rendre le {{due}}.',
    },
    newLibraryMaterial: {
      title: 'Nouveau dans la bibliothèque : {{title}}',
      message: 'Un support a été ajouté en {{subject}}, chapitre {{chapter}} : {{chapterTitle}}.',
    },
    newLibraryRecording: {
      title: 'Nouveau dans la bibliothèque : {{title}}',
      message: 'Un cours enregistré a été ajouté en {{subject}}, chapitre {{chapter}} : {{chapterTitle}}.',
    },
    newVirtualClass: { title: 'Nouvelle classe virtuelle', message: '{{title}} est prévue le {{when}}.' },
    enrolledInVirtualClass: {
      title: 'Inscription à une classe virtuelle',
      message: 'Votre inscription à {{title}} est enregistrée.',
    },
    classIn24Hours: {
      title: 'Rappel de cours',
      message: '{{class}} ({{subject}}) commence dans 24 heures, le {{when}}.',
    },
    classIn1Hour: {
      title: 'Rappel de cours',
      message: '{{class}} ({{subject}}) commence dans 1 heure, le {{when}}.',
    },
    classCancelled: { title: 'Cours annulé', message: '{{title}}, prévu le {{when}}, est annulé.' },
    backupFailed: {
      title: 'Échec de la sauvegarde',
      message: 'La sauvegarde du {{when}} a échoué : {{error}}.',
    },
  },
  mails: {
    newAnnouncement: {
      subject: 'Annonce en {{subject}} : {{title}}',
      text: '{{author}} a publié une annonce en {{subject}}.\n\n{{title}}\n\n{{text}}\n\nLa lire dans Sabora : {{link}}',
    },
    verifyEmail: {
      subject: 'Bienvenue sur Sabora : veuillez confirmer votre adresse e-mail',
      text: 'Bonjour {{firstName}},\n\nUn compte a été créé pour vous sur Sabora. Veuillez confirmer votre adresse e-mail en ouvrant ce lien :\n\n{{link}}\n\nLe lien est valable 7 jours.',
    },
    signInPhoneChanged: {
      subject: 'Le numéro de téléphone avec lequel vous vous connectez à Sabora a changé',
      text: 'Bonjour {{firstName}},\n\nLe numéro de téléphone avec lequel vous vous connectez à Sabora est passé de {{before}} à {{after}}. Désormais, connectez-vous avec votre e-mail et le nouveau numéro.\n\nSi vous n’êtes pas à l’origine de ce changement, contactez l’école immédiatement.',
    },
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe Sabora',
      text: 'Bonjour {{firstName}},\n\nQuelqu’un a demandé la réinitialisation du mot de passe de votre compte Sabora. Ouvrez ce lien pour choisir un nouveau mot de passe :\n\n{{link}}\n\nLe lien ne fonctionne qu’une fois et expire dans 1 heure. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    },
    classIn24Hours: {
      subject: 'Rappel : {{class}} ({{subject}}) commence dans 24 heures',
      text: '{{class}} ({{subject}}) commence dans 24 heures, le {{when}}.\n\nRejoignez-le depuis {{link}}.',
    },
    classIn1Hour: {
      subject: 'Rappel : {{class}} ({{subject}}) commence dans 1 heure',
      text: '{{class}} ({{subject}}) commence dans 1 heure, le {{when}}.\n\nRejoignez-le depuis {{link}}.',
    },
    classCancelled: {
      subject: 'Annulé : {{title}}',
      text: '{{title}}, prévu le {{when}}, est annulé.',
    },
    childGradePosted: {
      subject: 'Note publiée : {{title}}',
      text: 'Le travail « {{title}} » ({{kind}}) de {{childFullName}} a été noté : {{grade}}/100.\n\nToutes les notes de {{child}} : {{link}}',
    },
    childGradePostedWithFeedback: {
      subject: 'Note publiée : {{title}}',
      text: 'Le travail « {{title}} » ({{kind}}) de {{childFullName}} a été noté : {{grade}}/100.\n\nCommentaire de l’enseignant : {{feedback}}\n\nToutes les notes de {{child}} : {{link}}',
    },
    workDueSoon: {
      subject: 'À rendre bientôt : {{title}}',
      text: 'Bonjour {{firstName}},\n\nVotre {{kind}} « {{title}} » ({{subject}}) est à rendre {{due}} et n’est pas encore rendu.\n\nOuvrez-le : {{link}}',
    },
    workMissing: {
      subject: 'Non rendu : {{title}}',
      text: 'Bonjour {{firstName}},\n\nVotre {{kind}} « {{title}} » ({{subject}}) était à rendre {{due}} et n’a pas été rendu. Voyez avec votre enseignant ce que vous pouvez encore faire.\n\nOuvrez-le : {{link}}',
    },
    childMissingWork: {
      subject: 'Travail non rendu : {{title}}',
      text: '{{childFullName}} n’a pas rendu le travail « {{title}} » ({{kind}}, {{subject}}), à rendre le {{due}}.\n\nVoir le travail de {{child}} : {{link}}',
    },
    backupFailed: {
      subject: 'Sabora : la sauvegarde du {{when}} a échoué',
      text: 'Bonjour {{firstName}},\n\nLa sauvegarde planifiée du {{when}} a échoué : {{error}}\n\nLes sauvegardes précédentes ne sont pas touchées. Voir les sauvegardes sur l’accueil administrateur : {{link}}',
    },
  },
  gradebook: {
    student: 'Élève',
    studentNumber: 'N° d’élève',
    email: 'E-mail',
    average: 'Moyenne',
    awaitingGrade: 'En attente de note',
    missing: 'Manquant',
    notExpected: 'Non attendu (inscrit plus tard)',
    late: 'en retard',
  },
  words: {
    homework: 'devoir',
    exam: 'examen',
    quiz: 'quiz',
    yourChild: 'votre enfant',
    yourChildFullName: 'Votre enfant',
  },
};
