import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { SchedulePublishButton as SchedulePublishButton_f48319f995c9db84aaa522770874c531 } from '@/payload/schedule-publish-button'
import { CountryCell as CountryCell_fb23681a033ef443017b7896db02dc97 } from '@/features/accounts/collections/members/admin-labels'
import { CountryDescription as CountryDescription_fb23681a033ef443017b7896db02dc97 } from '@/features/accounts/collections/members/admin-labels'
import { DecisionRowLabel as DecisionRowLabel_fb23681a033ef443017b7896db02dc97 } from '@/features/accounts/collections/members/admin-labels'
import { DocumentDayCell as DocumentDayCell_1983e4a204e37af6237afe18f1e9771d } from '@/features/documents/collections/documents/admin-cells'
import { DocumentSizeCell as DocumentSizeCell_1983e4a204e37af6237afe18f1e9771d } from '@/features/documents/collections/documents/admin-cells'
import { CsvExportLink as CsvExportLink_03e71f102d0762a9a5d219d3dfba7770 } from '@/components/admin/csv-export-link'
import { ReferenceField as ReferenceField_f84c3701d6159acce2408067afb91a0a } from '@/features/enquiries/collections/enquiries/reference-field'
import { ReferenceCell as ReferenceCell_f84c3701d6159acce2408067afb91a0a } from '@/features/enquiries/collections/enquiries/reference-field'
import { SenderCell as SenderCell_9e01fcd36d95ae9a54aa61d0c1fd6114 } from '@/features/enquiries/collections/enquiries/admin-cells'
import { CompanyCell as CompanyCell_9e01fcd36d95ae9a54aa61d0c1fd6114 } from '@/features/enquiries/collections/enquiries/admin-cells'
import { SubmittedFieldsField as SubmittedFieldsField_95c6e5745042ed120a4df4b3afbd22ca } from '@/features/enquiries/collections/enquiries/submitted-fields-field'
import { ErasePerson as ErasePerson_f4a63426d2194cb1d2d23a4f91f72b60 } from '@/features/accounts/erase-person'
import { RedirectTargetCell as RedirectTargetCell_84fa9d725a361eea5c9bb0e7cfeec6f5 } from '@/features/redirects/collections/redirects/target-cell'
import { RedirectImport as RedirectImport_d0b1a7d109912b229730254f2b0d3fb0 } from '@/features/redirects/collections/redirects/import-form'
import { JsonText as JsonText_347f4ad9e875025a8f5c9a3fe5f98d69 } from '@/components/admin/json-text'
import { RowLabel as RowLabel_8c8a2c9c88fd6c3af4b03a3c503e4f9e } from '@/features/shell/globals/navigation/row-label'
import { TranslationParityCount as TranslationParityCount_1a44804e5993b8c233caf3dac3f6dc9e } from '@/payload/parity/parity-count'
import { AdminLanguageMemory as AdminLanguageMemory_47b1936bcbbd84a236c66ac57670161c } from '@/payload/admin-language-memory'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TranslationParityView as TranslationParityView_7adc1f6fe057b58899a1a9f396ad6ff2 } from '@/payload/parity/parity-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/payload/schedule-publish-button#SchedulePublishButton": SchedulePublishButton_f48319f995c9db84aaa522770874c531,
  "@/features/accounts/collections/members/admin-labels#CountryCell": CountryCell_fb23681a033ef443017b7896db02dc97,
  "@/features/accounts/collections/members/admin-labels#CountryDescription": CountryDescription_fb23681a033ef443017b7896db02dc97,
  "@/features/accounts/collections/members/admin-labels#DecisionRowLabel": DecisionRowLabel_fb23681a033ef443017b7896db02dc97,
  "@/features/documents/collections/documents/admin-cells#DocumentDayCell": DocumentDayCell_1983e4a204e37af6237afe18f1e9771d,
  "@/features/documents/collections/documents/admin-cells#DocumentSizeCell": DocumentSizeCell_1983e4a204e37af6237afe18f1e9771d,
  "@/components/admin/csv-export-link#CsvExportLink": CsvExportLink_03e71f102d0762a9a5d219d3dfba7770,
  "@/features/enquiries/collections/enquiries/reference-field#ReferenceField": ReferenceField_f84c3701d6159acce2408067afb91a0a,
  "@/features/enquiries/collections/enquiries/reference-field#ReferenceCell": ReferenceCell_f84c3701d6159acce2408067afb91a0a,
  "@/features/enquiries/collections/enquiries/admin-cells#SenderCell": SenderCell_9e01fcd36d95ae9a54aa61d0c1fd6114,
  "@/features/enquiries/collections/enquiries/admin-cells#CompanyCell": CompanyCell_9e01fcd36d95ae9a54aa61d0c1fd6114,
  "@/features/enquiries/collections/enquiries/submitted-fields-field#SubmittedFieldsField": SubmittedFieldsField_95c6e5745042ed120a4df4b3afbd22ca,
  "@/features/accounts/erase-person#ErasePerson": ErasePerson_f4a63426d2194cb1d2d23a4f91f72b60,
  "@/features/redirects/collections/redirects/target-cell#RedirectTargetCell": RedirectTargetCell_84fa9d725a361eea5c9bb0e7cfeec6f5,
  "@/features/redirects/collections/redirects/import-form#RedirectImport": RedirectImport_d0b1a7d109912b229730254f2b0d3fb0,
  "@/components/admin/json-text#JsonText": JsonText_347f4ad9e875025a8f5c9a3fe5f98d69,
  "@/features/shell/globals/navigation/row-label#RowLabel": RowLabel_8c8a2c9c88fd6c3af4b03a3c503e4f9e,
  "@/payload/parity/parity-count#TranslationParityCount": TranslationParityCount_1a44804e5993b8c233caf3dac3f6dc9e,
  "@/payload/admin-language-memory#AdminLanguageMemory": AdminLanguageMemory_47b1936bcbbd84a236c66ac57670161c,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/payload/parity/parity-view#TranslationParityView": TranslationParityView_7adc1f6fe057b58899a1a9f396ad6ff2,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
