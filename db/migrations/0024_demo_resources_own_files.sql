-- Data fix, formerly run by the demo seed (db/seed/demo.ts) at every start: a demo seeded while
-- every resource downloaded one of three shared PDFs (gone from public/demo/files) moves each
-- resource still on one of them, found by its French title, onto its own file
-- (db/seed/demo/resources.ts), and the two videos' sentence about slides becomes one about the
-- excerpt. A resource an admin has given another address keeps it.
UPDATE "resources" SET
  "url" = CASE "title_fr"
    WHEN 'Guide de préparation à l''examen PMP®' THEN '/demo/files/pmp-exam-guide.pdf'
    WHEN 'Modèle de note de cadrage de projet' THEN '/demo/files/project-charter-template.xlsx'
    WHEN 'Examen blanc PMP® complet' THEN '/demo/files/pmp-mock-exam.pdf'
    WHEN 'Webinaire : réussir sa transformation agile' THEN '/demo/files/agile-transformation-webinar.webm'
    WHEN 'Livre blanc : la cybersécurité, l''affaire de tous' THEN '/demo/files/cybersecurity-white-paper.pdf'
    WHEN 'Guide de démarrage Power BI' THEN '/demo/files/power-bi-getting-started.pdf'
    WHEN 'Masterclass : les fondamentaux d''AWS en 45 minutes' THEN '/demo/files/aws-fundamentals-masterclass.webm'
    WHEN 'Synthèse : IFRS 18 en dix points' THEN '/demo/files/ifrs-18-summary.pdf'
    WHEN 'Modèle de budget prévisionnel' THEN '/demo/files/budget-forecast-template.xlsx'
    WHEN 'Examen blanc Auditeur interne ISO 9001' THEN '/demo/files/iso-9001-mock-exam.pdf'
    WHEN 'Modèle de plan d''audit interne' THEN '/demo/files/internal-audit-plan-template.xlsx'
    WHEN 'Catalogue des formations Formatio' THEN '/demo/files/formatio-catalogue.pdf'
  END,
  "description_fr" = replace(replace(replace(replace("description_fr", 'Le support de présentation est téléchargeable ; le lien vers la vidéo est envoyé sur demande.', 'Un extrait vidéo est téléchargeable ; le replay complet est envoyé sur demande.'), 'The slides can be downloaded; the video link is sent on request.', 'A video excerpt can be downloaded; the full replay is sent on request.'), 'Support de présentation téléchargeable ; vidéo disponible pour les membres premium.', 'Extrait vidéo téléchargeable ; la masterclass complète est réservée aux membres premium.'), 'Slides available for download; video available to premium members.', 'A video excerpt to download; the full masterclass is for premium members.'),
  "description_en" = replace(replace(replace(replace("description_en", 'Le support de présentation est téléchargeable ; le lien vers la vidéo est envoyé sur demande.', 'Un extrait vidéo est téléchargeable ; le replay complet est envoyé sur demande.'), 'The slides can be downloaded; the video link is sent on request.', 'A video excerpt can be downloaded; the full replay is sent on request.'), 'Support de présentation téléchargeable ; vidéo disponible pour les membres premium.', 'Extrait vidéo téléchargeable ; la masterclass complète est réservée aux membres premium.'), 'Slides available for download; video available to premium members.', 'A video excerpt to download; the full masterclass is for premium members.')
WHERE "url" IN ('/demo/files/formatio-guide.pdf', '/demo/files/formatio-template.pdf', '/demo/files/formatio-slides.pdf')
  AND "title_fr" IN ('Guide de préparation à l''examen PMP®', 'Modèle de note de cadrage de projet', 'Examen blanc PMP® complet', 'Webinaire : réussir sa transformation agile', 'Livre blanc : la cybersécurité, l''affaire de tous', 'Guide de démarrage Power BI', 'Masterclass : les fondamentaux d''AWS en 45 minutes', 'Synthèse : IFRS 18 en dix points', 'Modèle de budget prévisionnel', 'Examen blanc Auditeur interne ISO 9001', 'Modèle de plan d''audit interne', 'Catalogue des formations Formatio');
