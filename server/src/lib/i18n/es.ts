import type { Messages } from './types.js';

/** Spanish, as a school writes it. Keys and placeholders as en.ts. */
export const es: Messages = {
  notices: {
    newAnnouncement: { title: 'Anuncio en {{subject}}', message: '{{title}}' },
    welcome: {
      title: 'Te damos la bienvenida a Sabora',
      message: 'Tu cuenta está lista. Explora tus asignaturas desde el menú.',
    },
    termTimetable: {
      title: 'Nuevo horario del trimestre',
      message: 'Tus profesores han publicado las clases y las fechas de entrega de este trimestre.',
    },
    enrolledInSubject: {
      title: 'Inscripción en {{subject}}',
      message: 'Tu inscripción en {{subject}} ({{code}}) está confirmada.',
    },
    newHomework: { title: 'Nueva tarea: {{title}}', message: 'Se publicó una nueva tarea en {{subject}}.' },
    newExam: { title: 'Nuevo examen: {{title}}', message: 'Se publicó un nuevo examen en {{subject}}.' },
    newQuiz: {
      title: 'Nuevo cuestionario: {{title}}',
      message: 'Se publicó un nuevo cuestionario en {{subject}}.',
    },
    quizSubmittedForYou: {
      title: 'Cuestionario entregado: {{title}}',
      message:
        'Se acabó el tiempo, así que {{title}} se entregó por ti con las respuestas que guardaste. Puntuación: {{score}} %.',
    },
    gradePosted: {
      title: 'Calificación publicada: {{title}}',
      message: 'Tu trabajo «{{title}}» ({{kind}}) ha sido calificado: {{grade}}/100.',
    },
    childGradePosted: {
      title: 'Calificación publicada para {{child}}: {{title}}',
      message: 'El trabajo «{{title}}» ({{kind}}) de {{childFullName}} ha sido calificado: {{grade}}/100.',
    },
    workDueSoon: {
      title: 'Se entrega pronto: {{title}}',
      message: 'Tu {{kind}} "{{title}}" ({{subject}}) se entrega {{due}} y aún no lo has entregado.',
    },
    workMissing: {
      title: 'Sin entregar: {{title}}',
      message: 'Tu {{kind}} "{{title}}" ({{subject}}) se entregaba {{due}} y no se entregó.',
    },
    childMissingWork: {
      title: 'Trabajo no entregado: {{title}}',
      message:
        '{{childFullName}} no entregó el trabajo «{{title}}» ({{kind}}, {{subject}}), con fecha límite {{due}}.',
    },
    newLibraryMaterial: {
      title: 'Nuevo en la biblioteca: {{title}}',
      message: 'Se añadió un material a {{subject}}, capítulo {{chapter}}: {{chapterTitle}}.',
    },
    newLibraryRecording: {
      title: 'Nuevo en la biblioteca: {{title}}',
      message: 'Se añadió una clase grabada a {{subject}}, capítulo {{chapter}}: {{chapterTitle}}.',
    },
    newVirtualClass: { title: 'Nueva clase virtual', message: '{{title}} está programada para el {{when}}.' },
    enrolledInVirtualClass: {
      title: 'Inscripción en una clase virtual',
      message: 'Tu inscripción en {{title}} está confirmada.',
    },
    classIn24Hours: {
      title: 'Recordatorio de clase',
      message: '{{class}} ({{subject}}) empieza dentro de 24 horas, el {{when}}.',
    },
    classIn1Hour: {
      title: 'Recordatorio de clase',
      message: '{{class}} ({{subject}}) empieza dentro de 1 hora, el {{when}}.',
    },
    classCancelled: {
      title: 'Clase cancelada',
      message: '{{title}}, prevista para el {{when}}, se ha cancelado.',
    },
    backupFailed: {
      title: 'La copia de seguridad falló',
      message: 'La copia de seguridad del {{when}} falló: {{error}}.',
    },
  },
  mails: {
    newAnnouncement: {
      subject: 'Anuncio en {{subject}}: {{title}}',
      text: '{{author}} publicó un anuncio en {{subject}}.\n\n{{title}}\n\n{{text}}\n\nLéelo en Sabora: {{link}}',
    },
    verifyEmail: {
      subject: 'Te damos la bienvenida a Sabora: confirma tu correo electrónico',
      text: 'Hola, {{firstName}}:\n\nSe ha creado una cuenta para ti en Sabora. Confirma tu dirección de correo electrónico abriendo este enlace:\n\n{{link}}\n\nEl enlace es válido durante 7 días.',
    },
    signInPhoneChanged: {
      subject: 'Ha cambiado el número de teléfono con el que inicias sesión en Sabora',
      text: 'Hola, {{firstName}}:\n\nEl número de teléfono con el que inicias sesión en Sabora ha cambiado de {{before}} a {{after}}. A partir de ahora, inicia sesión con tu correo y el número nuevo.\n\nSi no has hecho tú este cambio, ponte en contacto con la escuela de inmediato.',
    },
    resetPassword: {
      subject: 'Restablece tu contraseña de Sabora',
      text: 'Hola, {{firstName}}:\n\nAlguien ha pedido restablecer la contraseña de tu cuenta de Sabora. Abre este enlace para elegir una contraseña nueva:\n\n{{link}}\n\nEl enlace funciona una sola vez y caduca en 1 hora. Si no lo pediste tú, ignora este mensaje.',
    },
    classIn24Hours: {
      subject: 'Recordatorio: {{class}} ({{subject}}) empieza dentro de 24 horas',
      text: '{{class}} ({{subject}}) empieza dentro de 24 horas, el {{when}}.\n\nÚnete desde {{link}}.',
    },
    classIn1Hour: {
      subject: 'Recordatorio: {{class}} ({{subject}}) empieza dentro de 1 hora',
      text: '{{class}} ({{subject}}) empieza dentro de 1 hora, el {{when}}.\n\nÚnete desde {{link}}.',
    },
    classCancelled: {
      subject: 'Cancelada: {{title}}',
      text: '{{title}}, prevista para el {{when}}, se ha cancelado.',
    },
    childGradePosted: {
      subject: 'Calificación publicada: {{title}}',
      text: 'El trabajo «{{title}}» ({{kind}}) de {{childFullName}} ha sido calificado: {{grade}}/100.\n\nTodas las calificaciones de {{child}}: {{link}}',
    },
    childGradePostedWithFeedback: {
      subject: 'Calificación publicada: {{title}}',
      text: 'El trabajo «{{title}}» ({{kind}}) de {{childFullName}} ha sido calificado: {{grade}}/100.\n\nComentario del profesor: {{feedback}}\n\nTodas las calificaciones de {{child}}: {{link}}',
    },
    workDueSoon: {
      subject: 'Se entrega pronto: {{title}}',
      text: 'Hola, {{firstName}}:\n\nTu {{kind}} "{{title}}" ({{subject}}) se entrega {{due}} y aún no lo has entregado.\n\nÁbrelo: {{link}}',
    },
    workMissing: {
      subject: 'Sin entregar: {{title}}',
      text: 'Hola, {{firstName}}:\n\nTu {{kind}} "{{title}}" ({{subject}}) se entregaba {{due}} y no se entregó. Habla con tu profesor sobre lo que aún puedes hacer.\n\nÁbrelo: {{link}}',
    },
    childMissingWork: {
      subject: 'Trabajo no entregado: {{title}}',
      text: '{{childFullName}} no entregó el trabajo «{{title}}» ({{kind}}, {{subject}}), con fecha límite {{due}}.\n\nConsulta el trabajo de {{child}}: {{link}}',
    },
    backupFailed: {
      subject: 'Sabora: la copia de seguridad del {{when}} falló',
      text: 'Hola, {{firstName}}:\n\nLa copia de seguridad programada del {{when}} falló: {{error}}\n\nLas copias anteriores no se tocan. Consulta las copias de seguridad en el inicio del administrador: {{link}}',
    },
  },
  gradebook: {
    student: 'Estudiante',
    studentNumber: 'N.º de estudiante',
    email: 'Correo electrónico',
    average: 'Promedio',
    awaitingGrade: 'Pendiente de calificar',
    missing: 'Falta',
    notExpected: 'No exigido (se inscribió después)',
    late: 'con retraso',
  },
  words: {
    homework: 'tarea',
    exam: 'examen',
    quiz: 'cuestionario',
    yourChild: 'tu hijo o hija',
    yourChildFullName: 'Tu hijo o hija',
  },
};
