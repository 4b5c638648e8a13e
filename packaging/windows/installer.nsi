; The Windows installer (NSIS 3), built by `packaging/windows/build`:
;   makensis -DVERSION=0.1.0 -DEXE=path\to\mexican-train.exe -DOUTFILE=path\to\setup.exe installer.nsi
;
; For the person at the computer, no administrator asked: the game goes to
; %LOCALAPPDATA%\Programs\Mexican Train, its Start-menu entry and (if ticked) its desktop shortcut
; to that person's menus, and everything it registers to HKEY_CURRENT_USER: game records and
; invites that open in the game, and the entry in Settings > Apps (name, publisher, version, icon,
; size, uninstall). The uninstaller removes all of that and keeps the player's own files:
; settings, saved game, statistics and replays (%APPDATA%\Mexican Train) and what the game keeps
; for this computer (%LOCALAPPDATA%\Mexican Train).
;
; `/S` installs (or uninstalls) silently, with the desktop shortcut; `/D=C:\Some\Folder` (last on
; the command line) chooses the folder.

!ifndef VERSION | EXE | OUTFILE
  !error "makensis -DVERSION=… -DEXE=… -DOUTFILE=… installer.nsi (packaging/windows/build does this)"
!endif

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
ManifestDPIAware true

!define NAME "Mexican Train"
!define PUBLISHER "The Mexican Train developers"
!define PROGID "MexicanTrain.Record"
!define SCHEME "mexican-train"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\MexicanTrain"
!define CLASSES "Software\Classes"

Name "${NAME}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${NAME} ${VERSION}"

; The installer's own Properties.
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "FileDescription" "${NAME} setup"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT OR Apache-2.0"

!include MUI2.nsh
!include LogicLib.nsh
!include FileFunc.nsh

!define MUI_ICON "mexican-train.ico"
!define MUI_UNICON "mexican-train.ico"
!define MUI_WELCOMEFINISHPAGE_BITMAP "wizard.bmp"
!define MUI_UNWELCOMEFINISHPAGE_BITMAP "wizard.bmp"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\mexican-train.exe"
; (NSIS's own welcome speaks of closing other programs and system files: not so here.)
!define MUI_WELCOMEPAGE_TEXT "$(WelcomeText)"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The game's three languages; Windows' own language chooses among them.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "French"

LangString WelcomeText ${LANG_ENGLISH} "This installs Mexican Train on this computer for you. No administrator is needed, and if you ever uninstall it, your settings, saved game and replays stay.$\r$\n$\r$\nClick Next to continue."
LangString WelcomeText ${LANG_SPANISH} "Se instalará Mexican Train en este equipo para ti. No hace falta ser administrador, y si algún día lo desinstalas, tus ajustes, tu partida guardada y tus repeticiones se quedan.$\r$\n$\r$\nHaz clic en Siguiente para continuar."
LangString WelcomeText ${LANG_FRENCH} "Mexican Train va être installé sur cet ordinateur pour vous. Aucun administrateur n'est nécessaire, et si vous le désinstallez un jour, vos réglages, votre partie en cours et vos parties enregistrées restent.$\r$\n$\r$\nCliquez sur Suivant pour continuer."
LangString SectionGame ${LANG_ENGLISH} "Mexican Train"
LangString SectionGame ${LANG_SPANISH} "Mexican Train"
LangString SectionGame ${LANG_FRENCH} "Mexican Train"
LangString SectionDesktop ${LANG_ENGLISH} "A shortcut on the desktop"
LangString SectionDesktop ${LANG_SPANISH} "Un acceso directo en el escritorio"
LangString SectionDesktop ${LANG_FRENCH} "Un raccourci sur le bureau"
LangString RecordType ${LANG_ENGLISH} "Mexican Train game record"
LangString RecordType ${LANG_SPANISH} "Partida de Mexican Train"
LangString RecordType ${LANG_FRENCH} "Partie de Mexican Train"
LangString InviteType ${LANG_ENGLISH} "Mexican Train invite"
LangString InviteType ${LANG_SPANISH} "Invitación de Mexican Train"
LangString InviteType ${LANG_FRENCH} "Invitation Mexican Train"
LangString CloseTheGame ${LANG_ENGLISH} "Mexican Train is open. Close it, then click Retry."
LangString CloseTheGame ${LANG_SPANISH} "Mexican Train está abierto. Ciérrelo y haga clic en Reintentar."
LangString CloseTheGame ${LANG_FRENCH} "Mexican Train est ouvert. Fermez-le, puis cliquez sur Réessayer."

; A running game's executable cannot be replaced or removed: ask until it is closed (a silent
; run gives up instead of waiting).
!macro WaitForTheGameToClose
  ${If} ${FileExists} "$INSTDIR\mexican-train.exe"
    ${Do}
      ClearErrors
      FileOpen $0 "$INSTDIR\mexican-train.exe" a
      ${IfNot} ${Errors}
        FileClose $0
        ${Break}
      ${EndIf}
      MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "$(CloseTheGame)" /SD IDCANCEL IDRETRY +2
      Abort
    ${Loop}
  ${EndIf}
!macroend

Section "!$(SectionGame)" SecGame
  SectionIn RO
  !insertmacro WaitForTheGameToClose
  SetOutPath "$INSTDIR"
  File "/oname=mexican-train.exe" "${EXE}"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${NAME}.lnk" "$INSTDIR\mexican-train.exe" "" "$INSTDIR\mexican-train.exe" 0

  ; Game records. Windows knows a file by its last extension, so `Sunday.mtr.ron` is a `.ron`
  ; file: the game becomes the program of `.ron` files only where no other program has claimed
  ; them, and is offered in "Open with" for them in any case.
  WriteRegStr HKCU "${CLASSES}\${PROGID}" "" "$(RecordType)"
  WriteRegStr HKCU "${CLASSES}\${PROGID}" "FriendlyTypeName" "$(RecordType)"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\DefaultIcon" "" "$INSTDIR\mexican-train.exe,0"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\shell\open\command" "" '"$INSTDIR\mexican-train.exe" "%1"'
  WriteRegStr HKCU "${CLASSES}\.ron\OpenWithProgids" "${PROGID}" ""
  ReadRegStr $0 HKCR ".ron" ""
  ${If} $0 == ""
  ${OrIf} $0 == "${PROGID}"
    WriteRegStr HKCU "${CLASSES}\.ron" "" "${PROGID}"
  ${EndIf}
  WriteRegStr HKCU "${CLASSES}\Applications\mexican-train.exe" "FriendlyAppName" "${NAME}"
  WriteRegStr HKCU "${CLASSES}\Applications\mexican-train.exe\SupportedTypes" ".ron" ""
  WriteRegStr HKCU "${CLASSES}\Applications\mexican-train.exe\shell\open\command" "" '"$INSTDIR\mexican-train.exe" "%1"'

  ; Invites: a `mexican-train://join/…` link clicked in a browser, a chat or an e-mail.
  WriteRegStr HKCU "${CLASSES}\${SCHEME}" "" "URL:$(InviteType)"
  WriteRegStr HKCU "${CLASSES}\${SCHEME}" "URL Protocol" ""
  WriteRegStr HKCU "${CLASSES}\${SCHEME}\DefaultIcon" "" "$INSTDIR\mexican-train.exe,0"
  WriteRegStr HKCU "${CLASSES}\${SCHEME}\shell\open\command" "" '"$INSTDIR\mexican-train.exe" "%1"'

  ; Settings > Apps (and Programs and Features).
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\mexican-train.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "URLInfoAbout" "https://github.com/mexican-train/mexican-train"
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0

  ; Explorer shows the new file type and icons without a restart.
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "$(SectionDesktop)" SecDesktop
  CreateShortcut "$DESKTOP\${NAME}.lnk" "$INSTDIR\mexican-train.exe" "" "$INSTDIR\mexican-train.exe" 0
SectionEnd

Section "Uninstall"
  !insertmacro WaitForTheGameToClose
  Delete "$INSTDIR\mexican-train.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${NAME}.lnk"
  Delete "$DESKTOP\${NAME}.lnk"

  DeleteRegKey HKCU "${CLASSES}\${PROGID}"
  DeleteRegValue HKCU "${CLASSES}\.ron\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "${CLASSES}\.ron\OpenWithProgids"
  ReadRegStr $0 HKCU "${CLASSES}\.ron" ""
  ${If} $0 == "${PROGID}"
    DeleteRegValue HKCU "${CLASSES}\.ron" ""
  ${EndIf}
  DeleteRegKey /ifempty HKCU "${CLASSES}\.ron"
  DeleteRegKey HKCU "${CLASSES}\Applications\mexican-train.exe"
  DeleteRegKey HKCU "${CLASSES}\${SCHEME}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
  ; Where the open game listened for later starts (left behind if it did not close).
  Delete "$LOCALAPPDATA\${NAME}\instance.ron"
  RMDir "$LOCALAPPDATA\${NAME}"
  ; The player's settings, games and replays stay (%APPDATA%\Mexican Train), and a table hosted
  ; here (%LOCALAPPDATA%\Mexican Train\table): a later install finds them again.
SectionEnd
