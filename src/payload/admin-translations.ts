import { deepMergeSimple } from '@payloadcms/translations/utilities'
import type { SanitizedConfig } from 'payload'

/**
 * The admin's own words where Payload's do not fit the site. Payload's German says "du"
 * ("Bist du dir sicher?", "Gib einen Wert ein") beside the site's "Sie": every German string an
 * editor can meet that addresses them informally is given here with "Sie" (the lists, the edit
 * form, saving and publishing, the login and the account, the schedule, the delete and move
 * dialogs, the rich text editor). src/payload/admin-translations.test.ts reads the effective
 * German strings of the whole configuration and finds no informal form. Keys as in
 * @payloadcms/translations/dist/languages/de.js.
 *
 * The account page's "Payload Settings" ("Payload-Einstellungen") names the product, not what
 * the section holds: the admin's language and theme.
 */
export const ADMIN_TRANSLATIONS = {
  en: {
    general: {
      payloadSettings: 'Admin settings',
    },
  },
  de: {
    authentication: {
      beginCreateFirstUser: 'Legen Sie zunächst ein erstes Benutzerkonto an.',
      checkYourEmailForPasswordReset:
        'Wenn die E-Mail-Adresse mit einem Benutzerkonto verknüpft ist, erhalten Sie in Kürze Anweisungen zum Zurücksetzen Ihres Passworts. Bitte sehen Sie auch in Ihrem Spam-Ordner nach, falls Sie die E-Mail nicht im Posteingang finden.',
      forgotPasswordEmailInstructions:
        'Bitte geben Sie Ihre E-Mail-Adresse an. Sie erhalten dann eine E-Mail mit Anweisungen zum Zurücksetzen Ihres Passworts.',
      forgotPasswordUsernameInstructions:
        'Bitte geben Sie Ihren Benutzernamen ein. Die Anweisungen zum Zurücksetzen Ihres Passworts gehen an die E-Mail-Adresse, die mit Ihrem Benutzernamen verknüpft ist.',
      generatingNewAPIKeyWillInvalidate:
        'Wenn Sie einen neuen API-Schlüssel erzeugen, wird der bisherige <1>ungültig</1>. Möchten Sie wirklich fortfahren?',
      loggedIn:
        'Um sich mit einem anderen Benutzerkonto anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
      loggedInChangePassword:
        'Um Ihr Passwort zu ändern, öffnen Sie Ihr <0>Benutzerkonto</0> und ändern Sie es dort.',
      loggedOutInactivity: 'Sie wurden wegen Inaktivität abgemeldet.',
      loggedOutSuccessfully: 'Sie wurden erfolgreich abgemeldet.',
      loginWithAnotherUser:
        'Um sich mit einem anderen Benutzer anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
      newAccountCreated:
        'Für Sie wurde ein neues Konto auf <a href="{{serverURL}}">{{serverURL}}</a> angelegt. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die Adresse in Ihren Browser, um Ihre E-Mail-Adresse zu bestätigen: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Sobald Sie Ihre E-Mail-Adresse bestätigt haben, können Sie sich anmelden.',
      resetYourPassword: 'Passwort zurücksetzen',
      verifyYourEmail: 'E-Mail-Adresse bestätigen',
      youAreInactive:
        'Sie waren einige Zeit inaktiv und werden zu Ihrer Sicherheit in Kürze abgemeldet. Möchten Sie angemeldet bleiben?',
      youAreReceivingResetPassword:
        'Sie erhalten diese Nachricht, weil Sie (oder jemand anderes) das Zurücksetzen des Passworts Ihres Benutzerkontos angefordert haben. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die Adresse in Ihren Browser, um den Vorgang abzuschließen:',
      youDidNotRequestPassword:
        'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte. Ihr Passwort bleibt unverändert.',
    },
    dashboard: {
      discardMessage:
        'Sie haben ungespeicherte Änderungen am Layout Ihres Dashboards. Möchten Sie sie wirklich verwerfen?',
      noItems:
        'Auf Ihrem Dashboard befinden sich keine Widgets. Sie können sie über das Menü „Dashboard“ in der oberen Leiste hinzufügen.',
      searchWidgets: 'Widgets suchen...',
    },
    error: {
      deletingTitle:
        'Beim Löschen von {{title}} ist ein Problem aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      documentNotFound:
        'Das Dokument mit der ID {{id}} wurde nicht gefunden. Es wurde vielleicht gelöscht, hat nie existiert, oder Sie haben keinen Zugriff darauf.',
      insufficientClipboardPermissions:
        'Zugriff auf die Zwischenablage verweigert. Bitte prüfen Sie die Berechtigungen.',
      notAllowedToAccessPage: 'Sie haben keine Berechtigung, diese Seite aufzurufen.',
      notAllowedToPerformAction: 'Sie haben keine Berechtigung, diese Aktion auszuführen.',
      restoringTitle:
        'Beim Wiederherstellen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
      unauthorized: 'Nicht autorisiert: Sie müssen angemeldet sein, um diese Anfrage zu stellen.',
      unverifiedEmail: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
    },
    fields: {
      chooseBetweenCustomTextOrDocument:
        'Geben Sie eine eigene URL ein oder verknüpfen Sie ein anderes Dokument.',
      chooseDocumentToLink: 'Wählen Sie das Dokument, das Sie verlinken möchten',
    },
    folder: {
      folderTypeDescription:
        'Wählen Sie, welche Arten von Dokumenten in diesem Ordner zugelassen sind.',
      moveItemToFolderConfirmation:
        'Sie sind dabei, <1>{{title}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
      moveItemToRootConfirmation:
        'Sie sind dabei, <1>{{title}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
      moveItemsToFolderConfirmation:
        'Sie sind dabei, <1>{{count}} {{label}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
      moveItemsToRootConfirmation:
        'Sie sind dabei, <1>{{count}} {{label}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
    },
    general: {
      aboutToDelete: 'Sie sind dabei, {{label}} <1>{{title}}</1> zu löschen. Sind Sie sicher?',
      aboutToDeleteCount_many: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
      aboutToDeleteCount_one: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
      aboutToDeleteCount_other: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
      aboutToPermanentlyDelete:
        'Sie sind dabei, {{label}} <1>{{title}}</1> dauerhaft zu löschen. Sind Sie sicher?',
      aboutToPermanentlyDeleteTrash:
        'Sie sind dabei, <0>{{count}}</0> <1>{{label}}</1> endgültig aus dem Papierkorb zu löschen. Sind Sie sicher?',
      aboutToRestore:
        'Sie sind dabei, {{label}} <1>{{title}}</1> wiederherzustellen. Sind Sie sicher?',
      aboutToRestoreAsDraft:
        'Sie sind dabei, {{label}} <1>{{title}}</1> als Entwurf wiederherzustellen. Sind Sie sicher?',
      aboutToRestoreAsDraftCount:
        'Sie sind dabei, {{count}} {{label}} als Entwurf wiederherzustellen.',
      aboutToRestoreCount: 'Sie sind dabei, {{count}} {{label}} wiederherzustellen.',
      aboutToTrash:
        'Sie sind dabei, {{label}} <1>{{title}}</1> in den Papierkorb zu verschieben. Sind Sie sicher?',
      aboutToTrashCount: 'Sie sind dabei, {{count}} {{label}} in den Papierkorb zu verschieben.',
      changesNotSaved:
        'Ihre Änderungen wurden nicht gespeichert. Wenn Sie diese Seite verlassen, gehen sie verloren.',
      copyWarning:
        'Sie sind dabei, {{to}} mit {{from}} für {{label}} {{title}} zu überschreiben. Sind Sie sicher?',
      creating: 'Erstellen',
      creatingNewLabel: '{{label}} erstellen',
      currentlyEditing:
        'bearbeitet gerade dieses Dokument. Wenn Sie übernehmen, wird die Bearbeitung gesperrt, und nicht gespeicherte Änderungen können verloren gehen.',
      documentOutOfDate:
        'Dieses Dokument wurde soeben von einem anderen Benutzer geändert. Ihre Ansicht ist nicht mehr aktuell.',
      enterAValue: 'Wert eingeben',
      moveConfirm:
        'Sie sind dabei, {{count}} {{label}} nach <1>{{destination}}</1> zu verschieben. Sind Sie sicher?',
      payloadSettings: 'Admin-Einstellungen',
      searchBy: 'Nach {{label}} suchen',
      sorryNotFound: 'Es tut uns leid, wir haben nichts gefunden, was Ihrer Anfrage entspricht.',
      unsavedChanges:
        'Sie haben ungespeicherte Änderungen. Speichern oder verwerfen Sie sie, bevor Sie fortfahren.',
      unsavedChangesDuplicate:
        'Sie haben ungespeicherte Änderungen. Möchten Sie trotzdem duplizieren?',
    },
    lexical: {
      general: {
        placeholder: "Beginnen Sie zu schreiben oder drücken Sie '/' für Befehle...",
      },
    },
    upload: {
      cropToolDescription:
        'Ziehen Sie die Ecken des ausgewählten Bereichs, zeichnen Sie einen neuen Bereich, oder passen Sie die Werte unten an.',
      focalPointDescription:
        'Setzen Sie den Fokuspunkt direkt in der Vorschau, oder passen Sie die Werte unten an.',
    },
    validation: {
      emailAddress: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      enterNumber: 'Bitte geben Sie eine gültige Zahl ein.',
      username:
        'Bitte geben Sie einen gültigen Benutzernamen ein. Er darf Buchstaben, Ziffern, Bindestriche, Punkte und Unterstriche enthalten.',
    },
    version: {
      aboutToPublishSelection:
        'Sie sind dabei, alle {{label}} der Auswahl zu veröffentlichen. Sind Sie sicher?',
      aboutToRestore: 'Sie sind dabei, {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
      aboutToRestoreGlobal:
        'Sie sind dabei, das globale Dokument {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
      aboutToRevertToPublished:
        'Sie sind dabei, die Änderungen dieses Dokuments auf die veröffentlichte Fassung zurückzusetzen. Sind Sie sicher?',
      aboutToUnpublish:
        'Sie sind dabei, die Veröffentlichung dieses Dokuments aufzuheben. Sind Sie sicher?',
      aboutToUnpublishIn:
        'Sie sind dabei, die Veröffentlichung dieses Dokuments in {{locale}} aufzuheben. Sind Sie sicher?',
      aboutToUnpublishSelection:
        'Sie sind dabei, die Veröffentlichung aller {{label}} der Auswahl aufzuheben. Sind Sie sicher?',
    },
  },
}

/**
 * Merges ADMIN_TRANSLATIONS over the built configuration's translations: after the plugins and
 * the rich text editor, whose own translations Payload merges last (over the config's), so that
 * the words here win everywhere.
 */
export async function withAdminTranslations(
  built: Promise<SanitizedConfig>,
): Promise<SanitizedConfig> {
  const config = await built
  config.i18n.translations = deepMergeSimple(config.i18n.translations ?? {}, ADMIN_TRANSLATIONS)
  return config
}
